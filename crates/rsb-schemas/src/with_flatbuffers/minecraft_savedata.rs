//! `minecraft_savedata` on `schemas/rsb/minecraft_savedata.fbs`.

use flatbuffers::{FlatBufferBuilder, WIPOffset};
use rsb::minecraft_savedata::{Abilities, Entity, GameType, Item, Player, Players, RecipeBook};

use super::{Error, FlatMessage, generated::minecraft_savedata_generated as fb, unrepresentable};

fn game_type(value: GameType) -> fb::GameType {
    match value {
        GameType::Survival => fb::GameType::Survival,
        GameType::Creative => fb::GameType::Creative,
        GameType::Adventure => fb::GameType::Adventure,
        GameType::Spectator => fb::GameType::Spectator,
    }
}

fn read_game_type(value: fb::GameType) -> Result<GameType, Error> {
    match value {
        fb::GameType::Survival => Ok(GameType::Survival),
        fb::GameType::Creative => Ok(GameType::Creative),
        fb::GameType::Adventure => Ok(GameType::Adventure),
        fb::GameType::Spectator => Ok(GameType::Spectator),
        other => Err(unrepresentable(format!("unknown GameType {}", other.0))),
    }
}

fn build_item<'b>(value: &Item, fbb: &mut FlatBufferBuilder<'b>) -> WIPOffset<fb::Item<'b>> {
    let id = fbb.create_string(&value.id);
    let mut builder = fb::ItemBuilder::new(fbb);
    builder.add_count(value.count);
    builder.add_slot(value.slot);
    builder.add_id(id);
    builder.finish()
}

fn read_item(item: fb::Item<'_>) -> Item {
    Item { count: item.count(), slot: item.slot(), id: item.id().to_owned() }
}

fn build_entity<'b>(value: &Entity, fbb: &mut FlatBufferBuilder<'b>) -> WIPOffset<fb::Entity<'b>> {
    let id = fbb.create_string(&value.id);
    let custom_name = value.custom_name.as_deref().map(|name| fbb.create_string(name));
    let (x, y, z) = value.pos;
    let pos = fb::Vector3d::new(x, y, z);
    let (x, y, z) = value.motion;
    let motion = fb::Vector3d::new(x, y, z);
    let (x, y) = value.rotation;
    let rotation = fb::Vector2f::new(x, y);
    let [x0, x1, x2, x3] = value.uuid;
    let uuid = fb::Uuid::new(x0, x1, x2, x3);
    let mut builder = fb::EntityBuilder::new(fbb);
    builder.add_id(id);
    builder.add_pos(&pos);
    builder.add_motion(&motion);
    builder.add_rotation(&rotation);
    builder.add_fall_distance(value.fall_distance);
    builder.add_fire(value.fire);
    builder.add_air(value.air);
    builder.add_on_ground(value.on_ground);
    builder.add_no_gravity(value.no_gravity);
    builder.add_invulnerable(value.invulnerable);
    builder.add_portal_cooldown(value.portal_cooldown);
    builder.add_uuid(&uuid);
    if let Some(custom_name) = custom_name {
        builder.add_custom_name(custom_name);
    }
    builder.add_custom_name_visible(value.custom_name_visible);
    builder.add_silent(value.silent);
    builder.add_glowing(value.glowing);
    builder.finish()
}

fn read_entity(entity: fb::Entity<'_>) -> Entity {
    let (pos, motion, rotation, uuid) =
        (entity.pos(), entity.motion(), entity.rotation(), entity.uuid());
    Entity {
        id: entity.id().to_owned(),
        pos: (pos.x(), pos.y(), pos.z()),
        motion: (motion.x(), motion.y(), motion.z()),
        rotation: (rotation.x(), rotation.y()),
        fall_distance: entity.fall_distance(),
        fire: entity.fire(),
        air: entity.air(),
        on_ground: entity.on_ground(),
        no_gravity: entity.no_gravity(),
        invulnerable: entity.invulnerable(),
        portal_cooldown: entity.portal_cooldown(),
        uuid: [uuid.x0(), uuid.x1(), uuid.x2(), uuid.x3()],
        custom_name: entity.custom_name().map(str::to_owned),
        custom_name_visible: entity.custom_name_visible(),
        silent: entity.silent(),
        glowing: entity.glowing(),
    }
}

fn build_recipe_book<'b>(
    value: &RecipeBook,
    fbb: &mut FlatBufferBuilder<'b>,
) -> WIPOffset<fb::RecipeBook<'b>> {
    let recipes: Vec<_> = value.recipes.iter().map(|recipe| fbb.create_string(recipe)).collect();
    let recipes = fbb.create_vector(&recipes);
    let shown: Vec<_> = value.to_be_displayed.iter().map(|name| fbb.create_string(name)).collect();
    let to_be_displayed = fbb.create_vector(&shown);
    let mut builder = fb::RecipeBookBuilder::new(fbb);
    builder.add_recipes(recipes);
    builder.add_to_be_displayed(to_be_displayed);
    builder.add_is_filtering_craftable(value.is_filtering_craftable);
    builder.add_is_gui_open(value.is_gui_open);
    builder.add_is_furnace_filtering_craftable(value.is_furnace_filtering_craftable);
    builder.add_is_furnace_gui_open(value.is_furnace_gui_open);
    builder
        .add_is_blasting_furnace_filtering_craftable(value.is_blasting_furnace_filtering_craftable);
    builder.add_is_blasting_furnace_gui_open(value.is_blasting_furnace_gui_open);
    builder.add_is_smoker_filtering_craftable(value.is_smoker_filtering_craftable);
    builder.add_is_smoker_gui_open(value.is_smoker_gui_open);
    builder.finish()
}

fn build_player<'b>(value: &Player, fbb: &mut FlatBufferBuilder<'b>) -> WIPOffset<fb::Player<'b>> {
    let dimension = fbb.create_string(&value.dimension);
    let selected_item = build_item(&value.selected_item, fbb);
    let spawn_dimension = value.spawn_dimension.as_deref().map(|d| fbb.create_string(d));
    let inventory: Vec<_> = value.inventory.iter().map(|item| build_item(item, fbb)).collect();
    let inventory = fbb.create_vector(&inventory);
    let ender: Vec<_> = value.ender_items.iter().map(|item| build_item(item, fbb)).collect();
    let ender_items = fbb.create_vector(&ender);
    let Abilities { walk_speed, fly_speed, may_fly, flying, invulnerable, may_build, instabuild } =
        value.abilities;
    let abilities = fb::Abilities::new(
        walk_speed,
        fly_speed,
        may_fly,
        flying,
        invulnerable,
        may_build,
        instabuild,
    );
    let nether = value.entered_nether_position.map(|(x, y, z)| fb::Vector3d::new(x, y, z));
    let root_vehicle = value.root_vehicle.as_ref().map(|([x0, x1, x2, x3], ridden)| {
        let entity = Some(build_entity(ridden, fbb));
        let args =
            fb::VehicleArgs { param_0: *x0, param_1: *x1, param_2: *x2, param_3: *x3, entity };
        fb::Vehicle::create(fbb, &args)
    });
    let left = value.shoulder_entity_left.as_ref().map(|entity| build_entity(entity, fbb));
    let right = value.shoulder_entity_right.as_ref().map(|entity| build_entity(entity, fbb));
    let recipe_book = build_recipe_book(&value.recipe_book, fbb);
    let mut builder = fb::PlayerBuilder::new(fbb);
    builder.add_game_type(game_type(value.game_type));
    builder.add_previous_game_type(game_type(value.previous_game_type));
    builder.add_score(value.score);
    builder.add_dimension(dimension);
    builder.add_selected_item_slot(value.selected_item_slot);
    builder.add_selected_item(selected_item);
    if let Some(spawn_dimension) = spawn_dimension {
        builder.add_spawn_dimension(spawn_dimension);
    }
    builder.add_spawn_x(value.spawn_x);
    builder.add_spawn_y(value.spawn_y);
    builder.add_spawn_z(value.spawn_z);
    if let Some(forced) = value.spawn_forced {
        builder.add_spawn_forced(forced);
    }
    builder.add_sleep_timer(value.sleep_timer);
    builder.add_food_exhaustion_level(value.food_exhaustion_level);
    builder.add_food_saturation_level(value.food_saturation_level);
    builder.add_food_tick_timer(value.food_tick_timer);
    builder.add_xp_level(value.xp_level);
    builder.add_xp_p(value.xp_p);
    builder.add_xp_total(value.xp_total);
    builder.add_xp_seed(value.xp_seed);
    builder.add_inventory(inventory);
    builder.add_ender_items(ender_items);
    builder.add_abilities(&abilities);
    if let Some(position) = &nether {
        builder.add_entered_nether_position(position);
    }
    if let Some(vehicle) = root_vehicle {
        builder.add_root_vehicle(vehicle);
    }
    if let Some(entity) = left {
        builder.add_shoulder_entity_left(entity);
    }
    if let Some(entity) = right {
        builder.add_shoulder_entity_right(entity);
    }
    builder.add_seen_credits(value.seen_credits);
    builder.add_recipe_book(recipe_book);
    builder.finish()
}

fn read_player(player: fb::Player<'_>) -> Result<Player, Error> {
    let strings = |list: flatbuffers::Vector<'_, flatbuffers::ForwardsUOffset<&str>>| {
        list.iter().map(str::to_owned).collect()
    };
    let abilities = player.abilities();
    let book = player.recipe_book();
    Ok(Player {
        game_type: read_game_type(player.game_type())?,
        previous_game_type: read_game_type(player.previous_game_type())?,
        score: player.score(),
        dimension: player.dimension().to_owned(),
        selected_item_slot: player.selected_item_slot(),
        selected_item: read_item(player.selected_item()),
        spawn_dimension: player.spawn_dimension().map(str::to_owned),
        spawn_x: player.spawn_x(),
        spawn_y: player.spawn_y(),
        spawn_z: player.spawn_z(),
        spawn_forced: player.spawn_forced(),
        sleep_timer: player.sleep_timer(),
        food_exhaustion_level: player.food_exhaustion_level(),
        food_saturation_level: player.food_saturation_level(),
        food_tick_timer: player.food_tick_timer(),
        xp_level: player.xp_level(),
        xp_p: player.xp_p(),
        xp_total: player.xp_total(),
        xp_seed: player.xp_seed(),
        inventory: player.inventory().iter().map(read_item).collect(),
        ender_items: player.ender_items().iter().map(read_item).collect(),
        abilities: Abilities {
            walk_speed: abilities.walk_speed(),
            fly_speed: abilities.fly_speed(),
            may_fly: abilities.may_fly(),
            flying: abilities.flying(),
            invulnerable: abilities.invulnerable(),
            may_build: abilities.may_build(),
            instabuild: abilities.instabuild(),
        },
        entered_nether_position: player
            .entered_nether_position()
            .map(|position| (position.x(), position.y(), position.z())),
        root_vehicle: player.root_vehicle().map(|vehicle| {
            let id = [vehicle.param_0(), vehicle.param_1(), vehicle.param_2(), vehicle.param_3()];
            (id, read_entity(vehicle.entity()))
        }),
        shoulder_entity_left: player.shoulder_entity_left().map(read_entity),
        shoulder_entity_right: player.shoulder_entity_right().map(read_entity),
        seen_credits: player.seen_credits(),
        recipe_book: RecipeBook {
            recipes: strings(book.recipes()),
            to_be_displayed: strings(book.to_be_displayed()),
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

impl FlatMessage for Players {
    type Root<'a> = fb::Players<'a>;

    fn build<'b>(&self, fbb: &mut FlatBufferBuilder<'b>) -> WIPOffset<fb::Players<'b>> {
        let players: Vec<_> = self.players.iter().map(|player| build_player(player, fbb)).collect();
        let players = fbb.create_vector(&players);
        let mut builder = fb::PlayersBuilder::new(fbb);
        builder.add_players(players);
        builder.finish()
    }

    fn from_root(root: fb::Players<'_>) -> Result<Self, Error> {
        let players = root.players().iter().map(read_player).collect::<Result<_, _>>()?;
        Ok(Players { players })
    }
}
