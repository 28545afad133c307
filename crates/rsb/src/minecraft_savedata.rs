//! `minecraft_savedata`: 500 Minecraft player saves, deeply structured, with options, tuples and
//! enums.

use rand::Rng;

use crate::generate::{Generate, pick, vec};

/// How many players it generates.
pub const PLAYERS: usize = 500;

datasets::model! { unit_enums:
    #[derive(Copy, Eq)]
    #[cfg_attr(feature = "wincode", wincode(tag_encoding = "u8"))]
    #[cfg_attr(feature = "zerompk", msgpack(c_enum))]
    #[repr(u8)]
    #[cfg_attr(feature = "bin-proto", bin_proto(discriminant_type = u8))]
    pub enum GameType {
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 0))]
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(0))]
        Survival,
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 1))]
        #[cfg_attr(feature = "minicbor", n(1))]
        #[cfg_attr(feature = "bilrost", bilrost(1))]
        Creative,
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 2))]
        #[cfg_attr(feature = "minicbor", n(2))]
        #[cfg_attr(feature = "bilrost", bilrost(2))]
        Adventure,
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 3))]
        #[cfg_attr(feature = "minicbor", n(3))]
        #[cfg_attr(feature = "bilrost", bilrost(3))]
        Spectator,
    }
}

datasets::model! {
    pub struct Item {
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "varint"))]
        pub count: i8,
        #[cfg_attr(feature = "minicbor", n(1))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "varint"))]
        pub slot: u8,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub id: String,
    }

    #[derive(Copy)]
    pub struct Abilities {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub walk_speed: f32,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub fly_speed: f32,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub may_fly: bool,
        #[cfg_attr(feature = "minicbor", n(3))]
        pub flying: bool,
        #[cfg_attr(feature = "minicbor", n(4))]
        pub invulnerable: bool,
        #[cfg_attr(feature = "minicbor", n(5))]
        pub may_build: bool,
        #[cfg_attr(feature = "minicbor", n(6))]
        pub instabuild: bool,
    }

    pub struct Entity {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub id: String,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub pos: (f64, f64, f64),
        #[cfg_attr(feature = "minicbor", n(2))]
        pub motion: (f64, f64, f64),
        #[cfg_attr(feature = "minicbor", n(3))]
        pub rotation: (f32, f32),
        #[cfg_attr(feature = "minicbor", n(4))]
        pub fall_distance: f32,
        #[cfg_attr(feature = "minicbor", n(5))]
        pub fire: u16,
        #[cfg_attr(feature = "minicbor", n(6))]
        pub air: u16,
        #[cfg_attr(feature = "minicbor", n(7))]
        pub on_ground: bool,
        #[cfg_attr(feature = "minicbor", n(8))]
        pub no_gravity: bool,
        #[cfg_attr(feature = "minicbor", n(9))]
        pub invulnerable: bool,
        #[cfg_attr(feature = "minicbor", n(10))]
        pub portal_cooldown: i32,
        #[cfg_attr(feature = "minicbor", n(11))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed<fixed>"))]
        pub uuid: [u32; 4],
        #[cfg_attr(feature = "minicbor", n(12))]
        pub custom_name: Option<String>,
        #[cfg_attr(feature = "minicbor", n(13))]
        pub custom_name_visible: bool,
        #[cfg_attr(feature = "minicbor", n(14))]
        pub silent: bool,
        #[cfg_attr(feature = "minicbor", n(15))]
        pub glowing: bool,
    }

    pub struct RecipeBook {
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub recipes: Vec<String>,
        #[cfg_attr(feature = "minicbor", n(1))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub to_be_displayed: Vec<String>,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub is_filtering_craftable: bool,
        #[cfg_attr(feature = "minicbor", n(3))]
        pub is_gui_open: bool,
        #[cfg_attr(feature = "minicbor", n(4))]
        pub is_furnace_filtering_craftable: bool,
        #[cfg_attr(feature = "minicbor", n(5))]
        pub is_furnace_gui_open: bool,
        #[cfg_attr(feature = "minicbor", n(6))]
        pub is_blasting_furnace_filtering_craftable: bool,
        #[cfg_attr(feature = "minicbor", n(7))]
        pub is_blasting_furnace_gui_open: bool,
        #[cfg_attr(feature = "minicbor", n(8))]
        pub is_smoker_filtering_craftable: bool,
        #[cfg_attr(feature = "minicbor", n(9))]
        pub is_smoker_gui_open: bool,
    }

    // bilrost: its inventories are unpacked (a tag per item), its other vectors packed, as its
    // types are annotated.
    pub struct Player {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub game_type: GameType,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub previous_game_type: GameType,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub score: i64,
        #[cfg_attr(feature = "minicbor", n(3))]
        pub dimension: String,
        #[cfg_attr(feature = "minicbor", n(4))]
        pub selected_item_slot: u32,
        #[cfg_attr(feature = "minicbor", n(5))]
        pub selected_item: Item,
        #[cfg_attr(feature = "minicbor", n(6))]
        pub spawn_dimension: Option<String>,
        #[cfg_attr(feature = "minicbor", n(7))]
        pub spawn_x: i64,
        #[cfg_attr(feature = "minicbor", n(8))]
        pub spawn_y: i64,
        #[cfg_attr(feature = "minicbor", n(9))]
        pub spawn_z: i64,
        #[cfg_attr(feature = "minicbor", n(10))]
        pub spawn_forced: Option<bool>,
        #[cfg_attr(feature = "minicbor", n(11))]
        pub sleep_timer: u16,
        #[cfg_attr(feature = "minicbor", n(12))]
        pub food_exhaustion_level: f32,
        #[cfg_attr(feature = "minicbor", n(13))]
        pub food_saturation_level: f32,
        #[cfg_attr(feature = "minicbor", n(14))]
        pub food_tick_timer: u32,
        #[cfg_attr(feature = "minicbor", n(15))]
        pub xp_level: u32,
        #[cfg_attr(feature = "minicbor", n(16))]
        pub xp_p: f32,
        #[cfg_attr(feature = "minicbor", n(17))]
        pub xp_total: i32,
        #[cfg_attr(feature = "minicbor", n(18))]
        pub xp_seed: i32,
        #[cfg_attr(feature = "minicbor", n(19))]
        pub inventory: Vec<Item>,
        #[cfg_attr(feature = "minicbor", n(20))]
        pub ender_items: Vec<Item>,
        #[cfg_attr(feature = "minicbor", n(21))]
        pub abilities: Abilities,
        #[cfg_attr(feature = "minicbor", n(22))]
        pub entered_nether_position: Option<(f64, f64, f64)>,
        #[cfg_attr(feature = "minicbor", n(23))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "(packed<fixed>, general)"))]
        pub root_vehicle: Option<([u32; 4], Entity)>,
        #[cfg_attr(feature = "minicbor", n(24))]
        pub shoulder_entity_left: Option<Entity>,
        #[cfg_attr(feature = "minicbor", n(25))]
        pub shoulder_entity_right: Option<Entity>,
        #[cfg_attr(feature = "minicbor", n(26))]
        pub seen_credits: bool,
        #[cfg_attr(feature = "minicbor", n(27))]
        pub recipe_book: RecipeBook,
    }

    pub struct Players {
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub players: Vec<Player>,
    }
}

/// The data set, as it generates it.
pub fn players() -> Players {
    Players { players: vec(&mut crate::rng(), PLAYERS..PLAYERS + 1) }
}

/// `Some` of one of `choices` half the time, as its `Option<()>` then a pick draws it.
fn maybe_pick<R: Rng>(rng: &mut R, choices: &[&str]) -> Option<String> {
    <Option<()>>::generate(rng).map(|()| pick(rng, choices))
}

impl Generate for GameType {
    fn generate<R: Rng>(rng: &mut R) -> Self {
        match rng.gen_range(0i32..4) {
            0 => GameType::Survival,
            1 => GameType::Creative,
            2 => GameType::Adventure,
            _ => GameType::Spectator,
        }
    }
}

impl Generate for Item {
    fn generate<R: Rng>(rng: &mut R) -> Self {
        const IDS: [&str; 8] =
            ["dirt", "stone", "pickaxe", "sand", "gravel", "shovel", "chestplate", "steak"];
        Item { count: rng.r#gen(), slot: rng.r#gen(), id: pick(rng, &IDS) }
    }
}

impl Generate for Abilities {
    fn generate<R: Rng>(rng: &mut R) -> Self {
        Abilities {
            walk_speed: rng.r#gen(),
            fly_speed: rng.r#gen(),
            may_fly: Generate::generate(rng),
            flying: Generate::generate(rng),
            invulnerable: Generate::generate(rng),
            may_build: Generate::generate(rng),
            instabuild: Generate::generate(rng),
        }
    }
}

impl Generate for Entity {
    fn generate<R: Rng>(rng: &mut R) -> Self {
        const IDS: [&str; 8] =
            ["cow", "sheep", "zombie", "skeleton", "spider", "creeper", "parrot", "bee"];
        const CUSTOM_NAMES: [&str; 8] =
            ["rainbow", "princess", "steve", "johnny", "missy", "coward", "fairy", "howard"];
        Entity {
            id: pick(rng, &IDS),
            pos: Generate::generate(rng),
            motion: Generate::generate(rng),
            rotation: Generate::generate(rng),
            fall_distance: rng.r#gen(),
            fire: rng.r#gen(),
            air: rng.r#gen(),
            on_ground: Generate::generate(rng),
            no_gravity: Generate::generate(rng),
            invulnerable: Generate::generate(rng),
            portal_cooldown: rng.r#gen(),
            uuid: Generate::generate(rng),
            custom_name: maybe_pick(rng, &CUSTOM_NAMES),
            custom_name_visible: Generate::generate(rng),
            silent: Generate::generate(rng),
            glowing: Generate::generate(rng),
        }
    }
}

impl Generate for RecipeBook {
    fn generate<R: Rng>(rng: &mut R) -> Self {
        const RECIPES: [&str; 8] =
            ["pickaxe", "torch", "bow", "crafting table", "furnace", "shears", "arrow", "tnt"];
        const MAX_RECIPES: usize = 30;
        const MAX_DISPLAYED_RECIPES: usize = 10;
        // A length, then that many picks.
        let recipes = |rng: &mut R, max| {
            let picks: Vec<()> = vec(rng, 0..max);
            picks.iter().map(|()| pick(rng, &RECIPES)).collect()
        };
        RecipeBook {
            recipes: recipes(rng, MAX_RECIPES),
            to_be_displayed: recipes(rng, MAX_DISPLAYED_RECIPES),
            is_filtering_craftable: Generate::generate(rng),
            is_gui_open: Generate::generate(rng),
            is_furnace_filtering_craftable: Generate::generate(rng),
            is_furnace_gui_open: Generate::generate(rng),
            is_blasting_furnace_filtering_craftable: Generate::generate(rng),
            is_blasting_furnace_gui_open: Generate::generate(rng),
            is_smoker_filtering_craftable: Generate::generate(rng),
            is_smoker_gui_open: Generate::generate(rng),
        }
    }
}

impl Generate for Player {
    fn generate<R: Rng>(rng: &mut R) -> Self {
        const DIMENSIONS: [&str; 3] = ["overworld", "nether", "end"];
        const MAX_ITEMS: usize = 40;
        const MAX_ENDER_ITEMS: usize = 27;
        Player {
            game_type: Generate::generate(rng),
            previous_game_type: Generate::generate(rng),
            score: rng.r#gen(),
            dimension: pick(rng, &DIMENSIONS),
            selected_item_slot: rng.r#gen(),
            selected_item: Generate::generate(rng),
            spawn_dimension: maybe_pick(rng, &DIMENSIONS),
            spawn_x: rng.r#gen(),
            spawn_y: rng.r#gen(),
            spawn_z: rng.r#gen(),
            spawn_forced: Generate::generate(rng),
            sleep_timer: rng.r#gen(),
            food_exhaustion_level: rng.r#gen(),
            food_saturation_level: rng.r#gen(),
            food_tick_timer: rng.r#gen(),
            xp_level: rng.r#gen(),
            xp_p: rng.r#gen(),
            xp_total: rng.r#gen(),
            xp_seed: rng.r#gen(),
            inventory: vec(rng, 0..MAX_ITEMS),
            ender_items: vec(rng, 0..MAX_ENDER_ITEMS),
            abilities: Generate::generate(rng),
            entered_nether_position: Generate::generate(rng),
            root_vehicle: Generate::generate(rng),
            shoulder_entity_left: Generate::generate(rng),
            shoulder_entity_right: Generate::generate(rng),
            seen_credits: Generate::generate(rng),
            recipe_book: Generate::generate(rng),
        }
    }
}
