//! `minecraft_savedata` on `schemas/rsb/minecraft_savedata.capnp`.

use rsb::minecraft_savedata::{Abilities, Entity, GameType, Item, Player, Players, RecipeBook};

use super::{CapnpMessage, generated::minecraft_savedata_capnp as schema, len32, text};

fn game_type(value: GameType) -> schema::GameType {
    match value {
        GameType::Survival => schema::GameType::Survival,
        GameType::Creative => schema::GameType::Creative,
        GameType::Adventure => schema::GameType::Adventure,
        GameType::Spectator => schema::GameType::Spectator,
    }
}

fn read_game_type(value: Result<schema::GameType, capnp::NotInSchema>) -> capnp::Result<GameType> {
    Ok(match value? {
        schema::GameType::Survival => GameType::Survival,
        schema::GameType::Creative => GameType::Creative,
        schema::GameType::Adventure => GameType::Adventure,
        schema::GameType::Spectator => GameType::Spectator,
    })
}

fn build_item(value: &Item, mut builder: schema::item::Builder<'_>) {
    builder.set_count(value.count);
    builder.set_slot(value.slot);
    builder.set_id(value.id.as_str());
}

fn read_item(reader: schema::item::Reader<'_>) -> capnp::Result<Item> {
    Ok(Item { count: reader.get_count(), slot: reader.get_slot(), id: text(reader.get_id())? })
}

fn build_items<'b>(
    items: &[Item],
    init: impl FnOnce(u32) -> capnp::struct_list::Builder<'b, schema::item::Owned>,
) -> capnp::Result<()> {
    let mut list = init(len32(items.len())?);
    for (index, item) in items.iter().enumerate() {
        build_item(item, list.reborrow().get(index as u32));
    }
    Ok(())
}

fn build_entity(value: &Entity, mut builder: schema::entity::Builder<'_>) {
    builder.set_id(value.id.as_str());
    let (x, y, z) = value.pos;
    let mut pos = builder.reborrow().get_pos();
    pos.set_x(x);
    pos.set_y(y);
    pos.set_z(z);
    let (x, y, z) = value.motion;
    let mut motion = builder.reborrow().get_motion();
    motion.set_x(x);
    motion.set_y(y);
    motion.set_z(z);
    let (x, y) = value.rotation;
    let mut rotation = builder.reborrow().get_rotation();
    rotation.set_x(x);
    rotation.set_y(y);
    builder.set_fall_distance(value.fall_distance);
    builder.set_fire(value.fire);
    builder.set_air(value.air);
    builder.set_on_ground(value.on_ground);
    builder.set_no_gravity(value.no_gravity);
    builder.set_invulnerable(value.invulnerable);
    builder.set_portal_cooldown(value.portal_cooldown);
    let [x0, x1, x2, x3] = value.uuid;
    let mut uuid = builder.reborrow().get_uuid();
    uuid.set_x0(x0);
    uuid.set_x1(x1);
    uuid.set_x2(x2);
    uuid.set_x3(x3);
    if let Some(name) = &value.custom_name {
        builder.set_custom_name(name.as_str());
    }
    builder.set_custom_name_visible(value.custom_name_visible);
    builder.set_silent(value.silent);
    builder.set_glowing(value.glowing);
}

fn read_entity(reader: schema::entity::Reader<'_>) -> capnp::Result<Entity> {
    let (pos, motion, rotation, uuid) =
        (reader.get_pos(), reader.get_motion(), reader.get_rotation(), reader.get_uuid());
    Ok(Entity {
        id: text(reader.get_id())?,
        pos: (pos.get_x(), pos.get_y(), pos.get_z()),
        motion: (motion.get_x(), motion.get_y(), motion.get_z()),
        rotation: (rotation.get_x(), rotation.get_y()),
        fall_distance: reader.get_fall_distance(),
        fire: reader.get_fire(),
        air: reader.get_air(),
        on_ground: reader.get_on_ground(),
        no_gravity: reader.get_no_gravity(),
        invulnerable: reader.get_invulnerable(),
        portal_cooldown: reader.get_portal_cooldown(),
        uuid: [uuid.get_x0(), uuid.get_x1(), uuid.get_x2(), uuid.get_x3()],
        custom_name: reader
            .has_custom_name()
            .then(|| text(reader.get_custom_name()))
            .transpose()?,
        custom_name_visible: reader.get_custom_name_visible(),
        silent: reader.get_silent(),
        glowing: reader.get_glowing(),
    })
}

fn build_strings<'b>(
    strings: &[String],
    init: impl FnOnce(u32) -> capnp::text_list::Builder<'b>,
) -> capnp::Result<()> {
    let mut list = init(len32(strings.len())?);
    for (index, string) in strings.iter().enumerate() {
        list.set(index as u32, string.as_str());
    }
    Ok(())
}

fn build_player(value: &Player, mut builder: schema::player::Builder<'_>) -> capnp::Result<()> {
    builder.set_game_type(game_type(value.game_type));
    builder.set_previous_game_type(game_type(value.previous_game_type));
    builder.set_score(value.score);
    builder.set_dimension(value.dimension.as_str());
    builder.set_selected_item_slot(value.selected_item_slot);
    build_item(&value.selected_item, builder.reborrow().init_selected_item());
    let mut spawn_dimension = builder.reborrow().get_spawn_dimension();
    match &value.spawn_dimension {
        None => spawn_dimension.set_none(()),
        Some(dimension) => spawn_dimension.set_some(dimension.as_str()),
    }
    let mut spawn = builder.reborrow().get_spawn();
    spawn.set_x(value.spawn_x);
    spawn.set_y(value.spawn_y);
    spawn.set_z(value.spawn_z);
    let mut spawn_forced = builder.reborrow().get_spawn_forced();
    match value.spawn_forced {
        None => spawn_forced.set_none(()),
        Some(forced) => spawn_forced.set_some(forced),
    }
    builder.set_sleep_timer(value.sleep_timer);
    builder.set_food_exhaustion_level(value.food_exhaustion_level);
    builder.set_food_saturation_level(value.food_saturation_level);
    builder.set_food_tick_timer(value.food_tick_timer);
    builder.set_xp_level(value.xp_level);
    builder.set_xp_p(value.xp_p);
    builder.set_xp_total(value.xp_total);
    builder.set_xp_seed(value.xp_seed);
    build_items(&value.inventory, |len| builder.reborrow().init_inventory(len))?;
    build_items(&value.ender_items, |len| builder.reborrow().init_ender_items(len))?;
    let Abilities { walk_speed, fly_speed, may_fly, flying, invulnerable, may_build, instabuild } =
        value.abilities;
    let mut abilities = builder.reborrow().init_abilities();
    abilities.set_walk_speed(walk_speed);
    abilities.set_fly_speed(fly_speed);
    abilities.set_may_fly(may_fly);
    abilities.set_flying(flying);
    abilities.set_invulnerable(invulnerable);
    abilities.set_may_build(may_build);
    abilities.set_instabuild(instabuild);
    let mut nether = builder.reborrow().get_entered_nether_position();
    match value.entered_nether_position {
        None => nether.set_none(()),
        Some((x, y, z)) => {
            let mut position = nether.init_some();
            position.set_x(x);
            position.set_y(y);
            position.set_z(z);
        }
    }
    let mut vehicle = builder.reborrow().get_root_vehicle();
    match &value.root_vehicle {
        None => vehicle.set_none(()),
        Some(([x0, x1, x2, x3], ridden)) => {
            let mut some = vehicle.init_some();
            let mut uuid = some.reborrow().get_uuid();
            uuid.set_x0(*x0);
            uuid.set_x1(*x1);
            uuid.set_x2(*x2);
            uuid.set_x3(*x3);
            build_entity(ridden, some.init_entity());
        }
    }
    let mut left = builder.reborrow().get_shoulder_entity_left();
    match &value.shoulder_entity_left {
        None => left.set_none(()),
        Some(entity) => build_entity(entity, left.init_some()),
    }
    let mut right = builder.reborrow().get_shoulder_entity_right();
    match &value.shoulder_entity_right {
        None => right.set_none(()),
        Some(entity) => build_entity(entity, right.init_some()),
    }
    builder.set_seen_credits(value.seen_credits);
    let book = &value.recipe_book;
    let mut pb = builder.init_recipe_book();
    build_strings(&book.recipes, |len| pb.reborrow().init_recipes(len))?;
    build_strings(&book.to_be_displayed, |len| pb.reborrow().init_to_be_displayed(len))?;
    pb.set_is_filtering_craftable(book.is_filtering_craftable);
    pb.set_is_gui_open(book.is_gui_open);
    pb.set_is_furnace_filtering_craftable(book.is_furnace_filtering_craftable);
    pb.set_is_furnace_gui_open(book.is_furnace_gui_open);
    pb.set_is_blasting_furnace_filtering_craftable(book.is_blasting_furnace_filtering_craftable);
    pb.set_is_blasting_furnace_gui_open(book.is_blasting_furnace_gui_open);
    pb.set_is_smoker_filtering_craftable(book.is_smoker_filtering_craftable);
    pb.set_is_smoker_gui_open(book.is_smoker_gui_open);
    Ok(())
}

fn read_player(reader: schema::player::Reader<'_>) -> capnp::Result<Player> {
    use schema::player::{
        entered_nether_position, root_vehicle, shoulder_entity_left, shoulder_entity_right,
        spawn_dimension, spawn_forced,
    };
    let read_items = |list: capnp::Result<capnp::struct_list::Reader<'_, schema::item::Owned>>| {
        list?.iter().map(read_item).collect::<capnp::Result<Vec<_>>>()
    };
    let read_strings = |list: capnp::Result<capnp::text_list::Reader<'_>>| {
        list?.iter().map(text).collect::<capnp::Result<Vec<_>>>()
    };
    let abilities = reader.get_abilities()?;
    let book = reader.get_recipe_book()?;
    let spawn = reader.get_spawn();
    Ok(Player {
        game_type: read_game_type(reader.get_game_type())?,
        previous_game_type: read_game_type(reader.get_previous_game_type())?,
        score: reader.get_score(),
        dimension: text(reader.get_dimension())?,
        selected_item_slot: reader.get_selected_item_slot(),
        selected_item: read_item(reader.get_selected_item()?)?,
        spawn_dimension: match reader.get_spawn_dimension().which()? {
            spawn_dimension::None(()) => None,
            spawn_dimension::Some(dimension) => Some(text(dimension)?),
        },
        spawn_x: spawn.get_x(),
        spawn_y: spawn.get_y(),
        spawn_z: spawn.get_z(),
        spawn_forced: match reader.get_spawn_forced().which()? {
            spawn_forced::None(()) => None,
            spawn_forced::Some(forced) => Some(forced),
        },
        sleep_timer: reader.get_sleep_timer(),
        food_exhaustion_level: reader.get_food_exhaustion_level(),
        food_saturation_level: reader.get_food_saturation_level(),
        food_tick_timer: reader.get_food_tick_timer(),
        xp_level: reader.get_xp_level(),
        xp_p: reader.get_xp_p(),
        xp_total: reader.get_xp_total(),
        xp_seed: reader.get_xp_seed(),
        inventory: read_items(reader.get_inventory())?,
        ender_items: read_items(reader.get_ender_items())?,
        abilities: Abilities {
            walk_speed: abilities.get_walk_speed(),
            fly_speed: abilities.get_fly_speed(),
            may_fly: abilities.get_may_fly(),
            flying: abilities.get_flying(),
            invulnerable: abilities.get_invulnerable(),
            may_build: abilities.get_may_build(),
            instabuild: abilities.get_instabuild(),
        },
        entered_nether_position: match reader.get_entered_nether_position().which()? {
            entered_nether_position::None(()) => None,
            entered_nether_position::Some(position) => {
                Some((position.get_x(), position.get_y(), position.get_z()))
            }
        },
        root_vehicle: match reader.get_root_vehicle().which()? {
            root_vehicle::None(()) => None,
            root_vehicle::Some(vehicle) => {
                let uuid = vehicle.get_uuid();
                let id = [uuid.get_x0(), uuid.get_x1(), uuid.get_x2(), uuid.get_x3()];
                Some((id, read_entity(vehicle.get_entity()?)?))
            }
        },
        shoulder_entity_left: match reader.get_shoulder_entity_left().which()? {
            shoulder_entity_left::None(()) => None,
            shoulder_entity_left::Some(entity) => Some(read_entity(entity?)?),
        },
        shoulder_entity_right: match reader.get_shoulder_entity_right().which()? {
            shoulder_entity_right::None(()) => None,
            shoulder_entity_right::Some(entity) => Some(read_entity(entity?)?),
        },
        seen_credits: reader.get_seen_credits(),
        recipe_book: RecipeBook {
            recipes: read_strings(book.get_recipes())?,
            to_be_displayed: read_strings(book.get_to_be_displayed())?,
            is_filtering_craftable: book.get_is_filtering_craftable(),
            is_gui_open: book.get_is_gui_open(),
            is_furnace_filtering_craftable: book.get_is_furnace_filtering_craftable(),
            is_furnace_gui_open: book.get_is_furnace_gui_open(),
            is_blasting_furnace_filtering_craftable: book
                .get_is_blasting_furnace_filtering_craftable(),
            is_blasting_furnace_gui_open: book.get_is_blasting_furnace_gui_open(),
            is_smoker_filtering_craftable: book.get_is_smoker_filtering_craftable(),
            is_smoker_gui_open: book.get_is_smoker_gui_open(),
        },
    })
}

impl CapnpMessage for Players {
    type Root = schema::players::Owned;

    fn build(&self, root: schema::players::Builder<'_>) -> capnp::Result<()> {
        let mut players = root.init_players(len32(self.players.len())?);
        for (index, player) in self.players.iter().enumerate() {
            build_player(player, players.reborrow().get(index as u32))?;
        }
        Ok(())
    }

    fn from_reader(root: schema::players::Reader<'_>) -> capnp::Result<Self> {
        let players = root.get_players()?.iter().map(read_player).collect::<capnp::Result<_>>()?;
        Ok(Players { players })
    }
}
