//! `minecraft_savedata` on `schemas/rsb/minecraft_savedata.proto`.

use rsb::minecraft_savedata::{Abilities, Entity, GameType, Item, Player, Players, RecipeBook};

use super::{ProstError, ProstMessage, generated::minecraft_savedata as pb};
use crate::map::{each, missing, narrow, narrow_signed, unknown_enum};

impl ProstMessage for Players {
    type Proto = pb::Players;
}

fn game_type(value: GameType) -> i32 {
    (match value {
        GameType::Survival => pb::GameType::Survival,
        GameType::Creative => pb::GameType::Creative,
        GameType::Adventure => pb::GameType::Adventure,
        GameType::Spectator => pb::GameType::Spectator,
    }) as i32
}

fn item(value: &Item) -> pb::Item {
    pb::Item { count: i32::from(value.count), slot: u32::from(value.slot), id: value.id.clone() }
}

fn vector3d((x, y, z): (f64, f64, f64)) -> pb::Vector3d {
    pb::Vector3d { x, y, z }
}

fn uuid([x0, x1, x2, x3]: [u32; 4]) -> pb::Uuid {
    pb::Uuid { x0, x1, x2, x3 }
}

fn entity(value: &Entity) -> pb::Entity {
    let (x, y) = value.rotation;
    pb::Entity {
        id: value.id.clone(),
        pos: Some(vector3d(value.pos)),
        motion: Some(vector3d(value.motion)),
        rotation: Some(pb::Vector2f { x, y }),
        fall_distance: value.fall_distance,
        fire: u32::from(value.fire),
        air: u32::from(value.air),
        on_ground: value.on_ground,
        no_gravity: value.no_gravity,
        invulnerable: value.invulnerable,
        portal_cooldown: value.portal_cooldown,
        uuid: Some(uuid(value.uuid)),
        custom_name: value.custom_name.clone(),
        custom_name_visible: value.custom_name_visible,
        silent: value.silent,
        glowing: value.glowing,
    }
}

fn player(value: &Player) -> pb::Player {
    let Abilities { walk_speed, fly_speed, may_fly, flying, invulnerable, may_build, instabuild } =
        value.abilities;
    let book = &value.recipe_book;
    pb::Player {
        game_type: game_type(value.game_type),
        previous_game_type: game_type(value.previous_game_type),
        score: value.score,
        dimension: value.dimension.clone(),
        selected_item_slot: value.selected_item_slot,
        selected_item: Some(item(&value.selected_item)),
        spawn_dimension: value.spawn_dimension.clone(),
        spawn_x: value.spawn_x,
        spawn_y: value.spawn_y,
        spawn_z: value.spawn_z,
        spawn_forced: value.spawn_forced,
        sleep_timer: u32::from(value.sleep_timer),
        food_exhaustion_level: value.food_exhaustion_level,
        food_saturation_level: value.food_saturation_level,
        food_tick_timer: value.food_tick_timer,
        xp_level: value.xp_level,
        xp_p: value.xp_p,
        xp_total: value.xp_total,
        xp_seed: value.xp_seed,
        inventory: value.inventory.iter().map(item).collect(),
        ender_items: value.ender_items.iter().map(item).collect(),
        abilities: Some(pb::Abilities {
            walk_speed,
            fly_speed,
            may_fly,
            flying,
            invulnerable,
            may_build,
            instabuild,
        }),
        entered_nether_position: value.entered_nether_position.map(vector3d),
        root_vehicle: value.root_vehicle.as_ref().map(|(id, ridden)| pb::Vehicle {
            uuid: Some(uuid(*id)),
            entity: Some(entity(ridden)),
        }),
        shoulder_entity_left: value.shoulder_entity_left.as_ref().map(entity),
        shoulder_entity_right: value.shoulder_entity_right.as_ref().map(entity),
        seen_credits: value.seen_credits,
        recipe_book: Some(pb::RecipeBook {
            recipes: book.recipes.clone(),
            to_be_displayed: book.to_be_displayed.clone(),
            is_filtering_craftable: book.is_filtering_craftable,
            is_gui_open: book.is_gui_open,
            is_furnace_filtering_craftable: book.is_furnace_filtering_craftable,
            is_furnace_gui_open: book.is_furnace_gui_open,
            is_blasting_furnace_filtering_craftable: book.is_blasting_furnace_filtering_craftable,
            is_blasting_furnace_gui_open: book.is_blasting_furnace_gui_open,
            is_smoker_filtering_craftable: book.is_smoker_filtering_craftable,
            is_smoker_gui_open: book.is_smoker_gui_open,
        }),
    }
}

impl From<&Players> for pb::Players {
    fn from(value: &Players) -> Self {
        pb::Players { players: value.players.iter().map(player).collect() }
    }
}

fn read_game_type(number: i32, field: &str) -> Result<GameType, ProstError> {
    match pb::GameType::try_from(number) {
        Ok(pb::GameType::Survival) => Ok(GameType::Survival),
        Ok(pb::GameType::Creative) => Ok(GameType::Creative),
        Ok(pb::GameType::Adventure) => Ok(GameType::Adventure),
        Ok(pb::GameType::Spectator) => Ok(GameType::Spectator),
        Err(_) => Err(unknown_enum(field, number).into()),
    }
}

fn read_item(value: pb::Item) -> Result<Item, ProstError> {
    Ok(Item {
        count: narrow_signed(value.count, "Item.count")?,
        slot: narrow(value.slot, "Item.slot")?,
        id: value.id,
    })
}

fn read_vector3d(value: Option<pb::Vector3d>, field: &str) -> Result<(f64, f64, f64), ProstError> {
    let pb::Vector3d { x, y, z } = value.ok_or_else(|| missing(field))?;
    Ok((x, y, z))
}

fn read_uuid(value: Option<pb::Uuid>, field: &str) -> Result<[u32; 4], ProstError> {
    let pb::Uuid { x0, x1, x2, x3 } = value.ok_or_else(|| missing(field))?;
    Ok([x0, x1, x2, x3])
}

fn read_entity(value: pb::Entity) -> Result<Entity, ProstError> {
    let pb::Vector2f { x, y } = value.rotation.ok_or_else(|| missing("Entity.rotation"))?;
    Ok(Entity {
        id: value.id,
        pos: read_vector3d(value.pos, "Entity.pos")?,
        motion: read_vector3d(value.motion, "Entity.motion")?,
        rotation: (x, y),
        fall_distance: value.fall_distance,
        fire: narrow(value.fire, "Entity.fire")?,
        air: narrow(value.air, "Entity.air")?,
        on_ground: value.on_ground,
        no_gravity: value.no_gravity,
        invulnerable: value.invulnerable,
        portal_cooldown: value.portal_cooldown,
        uuid: read_uuid(value.uuid, "Entity.uuid")?,
        custom_name: value.custom_name,
        custom_name_visible: value.custom_name_visible,
        silent: value.silent,
        glowing: value.glowing,
    })
}

fn read_player(value: pb::Player) -> Result<Player, ProstError> {
    let abilities = value.abilities.ok_or_else(|| missing("Player.abilities"))?;
    let book = value.recipe_book.ok_or_else(|| missing("Player.recipe_book"))?;
    let selected_item = value.selected_item.ok_or_else(|| missing("Player.selected_item"))?;
    let root_vehicle = value
        .root_vehicle
        .map(|vehicle| {
            let ridden = vehicle.entity.ok_or_else(|| missing("Vehicle.entity"))?;
            Ok::<_, ProstError>((read_uuid(vehicle.uuid, "Vehicle.uuid")?, read_entity(ridden)?))
        })
        .transpose()?;
    Ok(Player {
        game_type: read_game_type(value.game_type, "Player.game_type")?,
        previous_game_type: read_game_type(value.previous_game_type, "Player.previous_game_type")?,
        score: value.score,
        dimension: value.dimension,
        selected_item_slot: value.selected_item_slot,
        selected_item: read_item(selected_item)?,
        spawn_dimension: value.spawn_dimension,
        spawn_x: value.spawn_x,
        spawn_y: value.spawn_y,
        spawn_z: value.spawn_z,
        spawn_forced: value.spawn_forced,
        sleep_timer: narrow(value.sleep_timer, "Player.sleep_timer")?,
        food_exhaustion_level: value.food_exhaustion_level,
        food_saturation_level: value.food_saturation_level,
        food_tick_timer: value.food_tick_timer,
        xp_level: value.xp_level,
        xp_p: value.xp_p,
        xp_total: value.xp_total,
        xp_seed: value.xp_seed,
        inventory: each(value.inventory, read_item)?,
        ender_items: each(value.ender_items, read_item)?,
        abilities: Abilities {
            walk_speed: abilities.walk_speed,
            fly_speed: abilities.fly_speed,
            may_fly: abilities.may_fly,
            flying: abilities.flying,
            invulnerable: abilities.invulnerable,
            may_build: abilities.may_build,
            instabuild: abilities.instabuild,
        },
        entered_nether_position: value
            .entered_nether_position
            .map(|position| read_vector3d(Some(position), "Player.entered_nether_position"))
            .transpose()?,
        root_vehicle,
        shoulder_entity_left: value.shoulder_entity_left.map(read_entity).transpose()?,
        shoulder_entity_right: value.shoulder_entity_right.map(read_entity).transpose()?,
        seen_credits: value.seen_credits,
        recipe_book: RecipeBook {
            recipes: book.recipes,
            to_be_displayed: book.to_be_displayed,
            is_filtering_craftable: book.is_filtering_craftable,
            is_gui_open: book.is_gui_open,
            is_furnace_filtering_craftable: book.is_furnace_filtering_craftable,
            is_furnace_gui_open: book.is_furnace_gui_open,
            is_blasting_furnace_filtering_craftable: book.is_blasting_furnace_filtering_craftable,
            is_blasting_furnace_gui_open: book.is_blasting_furnace_gui_open,
            is_smoker_filtering_craftable: book.is_smoker_filtering_craftable,
            is_smoker_gui_open: book.is_smoker_gui_open,
        },
    })
}

impl TryFrom<pb::Players> for Players {
    type Error = ProstError;

    fn try_from(proto: pb::Players) -> Result<Self, ProstError> {
        Ok(Players { players: each(proto.players, read_player)? })
    }
}
