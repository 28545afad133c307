//! `minecraft_savedata`: 500 Minecraft player saves, deeply structured, with options, tuples and
//! enums.

use rand::Rng;

use crate::generate::{Generate, pick, vec};

/// How many players it generates.
pub const PLAYERS: usize = 500;

datasets::model! {
    #[derive(Copy, Eq)]
    #[cfg_attr(feature = "wincode", wincode(tag_encoding = "u8"))]
    #[cfg_attr(feature = "zerompk", msgpack(c_enum))]
    #[repr(u8)]
    #[cfg_attr(feature = "bin-proto", bin_proto(discriminant_type = u8))]
    pub enum GameType {
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 0))]
        Survival,
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 1))]
        Creative,
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 2))]
        Adventure,
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 3))]
        Spectator,
    }

    pub struct Item {
        pub count: i8,
        pub slot: u8,
        pub id: String,
    }

    #[derive(Copy)]
    pub struct Abilities {
        pub walk_speed: f32,
        pub fly_speed: f32,
        pub may_fly: bool,
        pub flying: bool,
        pub invulnerable: bool,
        pub may_build: bool,
        pub instabuild: bool,
    }

    pub struct Entity {
        pub id: String,
        pub pos: (f64, f64, f64),
        pub motion: (f64, f64, f64),
        pub rotation: (f32, f32),
        pub fall_distance: f32,
        pub fire: u16,
        pub air: u16,
        pub on_ground: bool,
        pub no_gravity: bool,
        pub invulnerable: bool,
        pub portal_cooldown: i32,
        pub uuid: [u32; 4],
        pub custom_name: Option<String>,
        pub custom_name_visible: bool,
        pub silent: bool,
        pub glowing: bool,
    }

    pub struct RecipeBook {
        pub recipes: Vec<String>,
        pub to_be_displayed: Vec<String>,
        pub is_filtering_craftable: bool,
        pub is_gui_open: bool,
        pub is_furnace_filtering_craftable: bool,
        pub is_furnace_gui_open: bool,
        pub is_blasting_furnace_filtering_craftable: bool,
        pub is_blasting_furnace_gui_open: bool,
        pub is_smoker_filtering_craftable: bool,
        pub is_smoker_gui_open: bool,
    }

    pub struct Player {
        pub game_type: GameType,
        pub previous_game_type: GameType,
        pub score: i64,
        pub dimension: String,
        pub selected_item_slot: u32,
        pub selected_item: Item,
        pub spawn_dimension: Option<String>,
        pub spawn_x: i64,
        pub spawn_y: i64,
        pub spawn_z: i64,
        pub spawn_forced: Option<bool>,
        pub sleep_timer: u16,
        pub food_exhaustion_level: f32,
        pub food_saturation_level: f32,
        pub food_tick_timer: u32,
        pub xp_level: u32,
        pub xp_p: f32,
        pub xp_total: i32,
        pub xp_seed: i32,
        pub inventory: Vec<Item>,
        pub ender_items: Vec<Item>,
        pub abilities: Abilities,
        pub entered_nether_position: Option<(f64, f64, f64)>,
        pub root_vehicle: Option<([u32; 4], Entity)>,
        pub shoulder_entity_left: Option<Entity>,
        pub shoulder_entity_right: Option<Entity>,
        pub seen_credits: bool,
        pub recipe_book: RecipeBook,
    }

    pub struct Players {
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
