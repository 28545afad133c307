//! `minecraft_savedata` on `schemas/rsb/minecraft_savedata.proto`.

use proto_mapping::{missing, narrow, narrow_signed, unknown_enum};
use rsb::minecraft_savedata::{Abilities, Entity, GameType, Item, Player, Players, RecipeBook};

use crate::{Error, generated::minecraft_savedata as pb, text};

impl proto_mapping::Message<fmt_protobuf4::Protobuf4Library, crate::Rsb> for Players {
    type Proto = pb::Players;
}

fn game_type(value: GameType) -> pb::GameType {
    match value {
        GameType::Survival => pb::GameType::Survival,
        GameType::Creative => pb::GameType::Creative,
        GameType::Adventure => pb::GameType::Adventure,
        GameType::Spectator => pb::GameType::Spectator,
    }
}

fn write_item(value: &Item, mut proto: pb::ItemMut<'_>) {
    proto.set_count(i32::from(value.count));
    proto.set_slot(u32::from(value.slot));
    proto.set_id(value.id.as_str());
}

fn write_vector3d((x, y, z): (f64, f64, f64), mut proto: pb::Vector3dMut<'_>) {
    proto.set_x(x);
    proto.set_y(y);
    proto.set_z(z);
}

fn write_uuid([x0, x1, x2, x3]: [u32; 4], mut proto: pb::UuidMut<'_>) {
    proto.set_x0(x0);
    proto.set_x1(x1);
    proto.set_x2(x2);
    proto.set_x3(x3);
}

fn write_entity(value: &Entity, mut proto: pb::EntityMut<'_>) {
    proto.set_id(value.id.as_str());
    write_vector3d(value.pos, proto.pos_mut());
    write_vector3d(value.motion, proto.motion_mut());
    let (x, y) = value.rotation;
    let mut rotation = proto.rotation_mut();
    rotation.set_x(x);
    rotation.set_y(y);
    proto.set_fall_distance(value.fall_distance);
    proto.set_fire(u32::from(value.fire));
    proto.set_air(u32::from(value.air));
    proto.set_on_ground(value.on_ground);
    proto.set_no_gravity(value.no_gravity);
    proto.set_invulnerable(value.invulnerable);
    proto.set_portal_cooldown(value.portal_cooldown);
    write_uuid(value.uuid, proto.uuid_mut());
    if let Some(name) = &value.custom_name {
        proto.set_custom_name(name.as_str());
    }
    proto.set_custom_name_visible(value.custom_name_visible);
    proto.set_silent(value.silent);
    proto.set_glowing(value.glowing);
}

fn write_player(value: &Player, mut proto: pb::PlayerMut<'_>) {
    proto.set_game_type(game_type(value.game_type));
    proto.set_previous_game_type(game_type(value.previous_game_type));
    proto.set_score(value.score);
    proto.set_dimension(value.dimension.as_str());
    proto.set_selected_item_slot(value.selected_item_slot);
    write_item(&value.selected_item, proto.selected_item_mut());
    if let Some(dimension) = &value.spawn_dimension {
        proto.set_spawn_dimension(dimension.as_str());
    }
    proto.set_spawn_x(value.spawn_x);
    proto.set_spawn_y(value.spawn_y);
    proto.set_spawn_z(value.spawn_z);
    if let Some(forced) = value.spawn_forced {
        proto.set_spawn_forced(forced);
    }
    proto.set_sleep_timer(u32::from(value.sleep_timer));
    proto.set_food_exhaustion_level(value.food_exhaustion_level);
    proto.set_food_saturation_level(value.food_saturation_level);
    proto.set_food_tick_timer(value.food_tick_timer);
    proto.set_xp_level(value.xp_level);
    proto.set_xp_p(value.xp_p);
    proto.set_xp_total(value.xp_total);
    proto.set_xp_seed(value.xp_seed);
    let mut inventory = proto.inventory_mut();
    for item in &value.inventory {
        write_item(item, inventory.push_default());
    }
    let mut ender_items = proto.ender_items_mut();
    for item in &value.ender_items {
        write_item(item, ender_items.push_default());
    }
    let Abilities { walk_speed, fly_speed, may_fly, flying, invulnerable, may_build, instabuild } =
        value.abilities;
    let mut abilities = proto.abilities_mut();
    abilities.set_walk_speed(walk_speed);
    abilities.set_fly_speed(fly_speed);
    abilities.set_may_fly(may_fly);
    abilities.set_flying(flying);
    abilities.set_invulnerable(invulnerable);
    abilities.set_may_build(may_build);
    abilities.set_instabuild(instabuild);
    if let Some(position) = value.entered_nether_position {
        write_vector3d(position, proto.entered_nether_position_mut());
    }
    if let Some((id, ridden)) = &value.root_vehicle {
        let mut vehicle = proto.root_vehicle_mut();
        write_uuid(*id, vehicle.uuid_mut());
        write_entity(ridden, vehicle.entity_mut());
    }
    if let Some(entity) = &value.shoulder_entity_left {
        write_entity(entity, proto.shoulder_entity_left_mut());
    }
    if let Some(entity) = &value.shoulder_entity_right {
        write_entity(entity, proto.shoulder_entity_right_mut());
    }
    proto.set_seen_credits(value.seen_credits);
    let book = &value.recipe_book;
    let mut pb = proto.recipe_book_mut();
    pb.recipes_mut().extend(book.recipes.iter().map(String::as_str));
    pb.to_be_displayed_mut().extend(book.to_be_displayed.iter().map(String::as_str));
    pb.set_is_filtering_craftable(book.is_filtering_craftable);
    pb.set_is_gui_open(book.is_gui_open);
    pb.set_is_furnace_filtering_craftable(book.is_furnace_filtering_craftable);
    pb.set_is_furnace_gui_open(book.is_furnace_gui_open);
    pb.set_is_blasting_furnace_filtering_craftable(book.is_blasting_furnace_filtering_craftable);
    pb.set_is_blasting_furnace_gui_open(book.is_blasting_furnace_gui_open);
    pb.set_is_smoker_filtering_craftable(book.is_smoker_filtering_craftable);
    pb.set_is_smoker_gui_open(book.is_smoker_gui_open);
}

impl From<&Players> for pb::Players {
    fn from(value: &Players) -> Self {
        let mut proto = pb::Players::new();
        let mut players = proto.players_mut();
        for player in &value.players {
            write_player(player, players.push_default());
        }
        proto
    }
}

fn read_game_type(value: pb::GameType, field: &str) -> Result<GameType, Error> {
    Ok(match value {
        pb::GameType::Survival => GameType::Survival,
        pb::GameType::Creative => GameType::Creative,
        pb::GameType::Adventure => GameType::Adventure,
        pb::GameType::Spectator => GameType::Spectator,
        other => return Err(unknown_enum(field, i32::from(other)).into()),
    })
}

fn read_item(value: pb::ItemView<'_>) -> Result<Item, Error> {
    Ok(Item {
        count: narrow_signed(value.count(), "Item.count")?,
        slot: narrow(value.slot(), "Item.slot")?,
        id: text(value.id())?,
    })
}

fn read_vector3d(
    value: Option<pb::Vector3dView<'_>>,
    field: &str,
) -> Result<(f64, f64, f64), Error> {
    let value = value.ok_or_else(|| missing(field))?;
    Ok((value.x(), value.y(), value.z()))
}

fn read_uuid(value: Option<pb::UuidView<'_>>, field: &str) -> Result<[u32; 4], Error> {
    let value = value.ok_or_else(|| missing(field))?;
    Ok([value.x0(), value.x1(), value.x2(), value.x3()])
}

fn read_entity(value: pb::EntityView<'_>) -> Result<Entity, Error> {
    let rotation = value.rotation_opt().ok_or_else(|| missing("Entity.rotation"))?;
    Ok(Entity {
        id: text(value.id())?,
        pos: read_vector3d(value.pos_opt(), "Entity.pos")?,
        motion: read_vector3d(value.motion_opt(), "Entity.motion")?,
        rotation: (rotation.x(), rotation.y()),
        fall_distance: value.fall_distance(),
        fire: narrow(value.fire(), "Entity.fire")?,
        air: narrow(value.air(), "Entity.air")?,
        on_ground: value.on_ground(),
        no_gravity: value.no_gravity(),
        invulnerable: value.invulnerable(),
        portal_cooldown: value.portal_cooldown(),
        uuid: read_uuid(value.uuid_opt(), "Entity.uuid")?,
        custom_name: value.custom_name_opt().map(text).transpose()?,
        custom_name_visible: value.custom_name_visible(),
        silent: value.silent(),
        glowing: value.glowing(),
    })
}

fn read_player(value: pb::PlayerView<'_>) -> Result<Player, Error> {
    let abilities = value.abilities_opt().ok_or_else(|| missing("Player.abilities"))?;
    let book = value.recipe_book_opt().ok_or_else(|| missing("Player.recipe_book"))?;
    let selected_item = value.selected_item_opt().ok_or_else(|| missing("Player.selected_item"))?;
    let root_vehicle = value.root_vehicle_opt().map(|vehicle| {
        let ridden = vehicle.entity_opt().ok_or_else(|| missing("Vehicle.entity"))?;
        Ok::<_, Error>((read_uuid(vehicle.uuid_opt(), "Vehicle.uuid")?, read_entity(ridden)?))
    });
    let texts = |strings: protobuf::RepeatedView<'_, protobuf::ProtoString>| {
        strings.iter().map(text).collect::<Result<Vec<_>, _>>()
    };
    Ok(Player {
        game_type: read_game_type(value.game_type(), "Player.game_type")?,
        previous_game_type: read_game_type(
            value.previous_game_type(),
            "Player.previous_game_type",
        )?,
        score: value.score(),
        dimension: text(value.dimension())?,
        selected_item_slot: value.selected_item_slot(),
        selected_item: read_item(selected_item)?,
        spawn_dimension: value.spawn_dimension_opt().map(text).transpose()?,
        spawn_x: value.spawn_x(),
        spawn_y: value.spawn_y(),
        spawn_z: value.spawn_z(),
        spawn_forced: value.spawn_forced_opt(),
        sleep_timer: narrow(value.sleep_timer(), "Player.sleep_timer")?,
        food_exhaustion_level: value.food_exhaustion_level(),
        food_saturation_level: value.food_saturation_level(),
        food_tick_timer: value.food_tick_timer(),
        xp_level: value.xp_level(),
        xp_p: value.xp_p(),
        xp_total: value.xp_total(),
        xp_seed: value.xp_seed(),
        inventory: value.inventory().iter().map(read_item).collect::<Result<_, _>>()?,
        ender_items: value.ender_items().iter().map(read_item).collect::<Result<_, _>>()?,
        abilities: Abilities {
            walk_speed: abilities.walk_speed(),
            fly_speed: abilities.fly_speed(),
            may_fly: abilities.may_fly(),
            flying: abilities.flying(),
            invulnerable: abilities.invulnerable(),
            may_build: abilities.may_build(),
            instabuild: abilities.instabuild(),
        },
        entered_nether_position: value
            .entered_nether_position_opt()
            .map(|position| read_vector3d(Some(position), "Player.entered_nether_position"))
            .transpose()?,
        root_vehicle: root_vehicle.transpose()?,
        shoulder_entity_left: value.shoulder_entity_left_opt().map(read_entity).transpose()?,
        shoulder_entity_right: value.shoulder_entity_right_opt().map(read_entity).transpose()?,
        seen_credits: value.seen_credits(),
        recipe_book: RecipeBook {
            recipes: texts(book.recipes())?,
            to_be_displayed: texts(book.to_be_displayed())?,
            is_filtering_craftable: book.is_filtering_craftable(),
            is_gui_open: book.is_gui_open(),
            is_furnace_filtering_craftable: book.is_furnace_filtering_craftable(),
            is_furnace_gui_open: book.is_furnace_gui_open(),
            is_blasting_furnace_filtering_craftable: book.is_blasting_furnace_filtering_craftable(),
            is_blasting_furnace_gui_open: book.is_blasting_furnace_gui_open(),
            is_smoker_filtering_craftable: book.is_smoker_filtering_craftable(),
            is_smoker_gui_open: book.is_smoker_gui_open(),
        },
    })
}

impl TryFrom<pb::Players> for Players {
    type Error = Error;

    fn try_from(proto: pb::Players) -> Result<Self, Error> {
        let view = protobuf::AsView::as_view(&proto);
        Ok(Players { players: view.players().iter().map(read_player).collect::<Result<_, _>>()? })
    }
}
