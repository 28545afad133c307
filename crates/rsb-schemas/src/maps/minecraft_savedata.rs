//! `minecraft_savedata` on `schemas/rsb/minecraft_savedata.proto`.

/// `minecraft_savedata`'s mapping, expanded against library module `$library` (a format crate's `map`) and
/// generated module `$generated` (see `maps`).
macro_rules! minecraft_savedata {
    ($library:path, $generated:path) => {
        use proto_mapping::{each, narrow, narrow_signed};
        use rsb::minecraft_savedata::{
            Abilities, Entity, GameType, Item, Player, Players, RecipeBook,
        };
        use $generated as pb;
        use $library::{
            Error, Field, Library, from_option, into_option, known, message, present, required,
            variant,
        };

        impl proto_mapping::Message<Library, crate::Rsb> for Players {
            type Proto = pb::Players;
        }

        fn game_type(value: GameType) -> pb::GameType {
            match value {
                GameType::Survival => variant!(pb::GameType, SURVIVAL | Survival),
                GameType::Creative => variant!(pb::GameType, CREATIVE | Creative),
                GameType::Adventure => variant!(pb::GameType, ADVENTURE | Adventure),
                GameType::Spectator => variant!(pb::GameType, SPECTATOR | Spectator),
            }
        }

        fn item(value: &Item) -> pb::Item {
            message!(pb::Item {
                count: i32::from(value.count),
                slot: u32::from(value.slot),
                id: value.id.clone(),
            })
        }

        fn vector3d((x, y, z): (f64, f64, f64)) -> pb::Vector3d {
            message!(pb::Vector3d { x, y, z })
        }

        fn uuid([x0, x1, x2, x3]: [u32; 4]) -> Field<pb::Uuid> {
            present(message!(pb::Uuid { x0, x1, x2, x3 }))
        }

        fn entity(value: &Entity) -> pb::Entity {
            let (x, y) = value.rotation;
            message!(pb::Entity {
                id: value.id.clone(),
                pos: present(vector3d(value.pos)),
                motion: present(vector3d(value.motion)),
                rotation: present(message!(pb::Vector2f { x, y })),
                fall_distance: value.fall_distance,
                fire: u32::from(value.fire),
                air: u32::from(value.air),
                on_ground: value.on_ground,
                no_gravity: value.no_gravity,
                invulnerable: value.invulnerable,
                portal_cooldown: value.portal_cooldown,
                uuid: uuid(value.uuid),
                custom_name: value.custom_name.clone(),
                custom_name_visible: value.custom_name_visible,
                silent: value.silent,
                glowing: value.glowing,
            })
        }

        fn player(value: &Player) -> pb::Player {
            let Abilities {
                walk_speed,
                fly_speed,
                may_fly,
                flying,
                invulnerable,
                may_build,
                instabuild,
            } = value.abilities;
            let book = &value.recipe_book;
            message!(pb::Player {
                game_type: game_type(value.game_type).into(),
                previous_game_type: game_type(value.previous_game_type).into(),
                score: value.score,
                dimension: value.dimension.clone(),
                selected_item_slot: value.selected_item_slot,
                selected_item: present(item(&value.selected_item)),
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
                abilities: present(message!(pb::Abilities {
                    walk_speed,
                    fly_speed,
                    may_fly,
                    flying,
                    invulnerable,
                    may_build,
                    instabuild,
                })),
                entered_nether_position: from_option(value.entered_nether_position.map(vector3d)),
                root_vehicle: from_option(value.root_vehicle.as_ref().map(|(id, ridden)| {
                    message!(pb::Vehicle { uuid: uuid(*id), entity: present(entity(ridden)) })
                })),
                shoulder_entity_left: from_option(value.shoulder_entity_left.as_ref().map(entity)),
                shoulder_entity_right: from_option(
                    value.shoulder_entity_right.as_ref().map(entity),
                ),
                seen_credits: value.seen_credits,
                recipe_book: present(message!(pb::RecipeBook {
                    recipes: book.recipes.clone(),
                    to_be_displayed: book.to_be_displayed.clone(),
                    is_filtering_craftable: book.is_filtering_craftable,
                    is_gui_open: book.is_gui_open,
                    is_furnace_filtering_craftable: book.is_furnace_filtering_craftable,
                    is_furnace_gui_open: book.is_furnace_gui_open,
                    is_blasting_furnace_filtering_craftable: book
                        .is_blasting_furnace_filtering_craftable,
                    is_blasting_furnace_gui_open: book.is_blasting_furnace_gui_open,
                    is_smoker_filtering_craftable: book.is_smoker_filtering_craftable,
                    is_smoker_gui_open: book.is_smoker_gui_open,
                })),
            })
        }

        impl From<&Players> for pb::Players {
            fn from(value: &Players) -> Self {
                message!(pb::Players { players: value.players.iter().map(player).collect() })
            }
        }

        fn read_game_type(value: pb::GameType) -> GameType {
            match value {
                variant!(pb::GameType, SURVIVAL | Survival) => GameType::Survival,
                variant!(pb::GameType, CREATIVE | Creative) => GameType::Creative,
                variant!(pb::GameType, ADVENTURE | Adventure) => GameType::Adventure,
                variant!(pb::GameType, SPECTATOR | Spectator) => GameType::Spectator,
            }
        }

        fn read_item(value: pb::Item) -> Result<Item, Error> {
            Ok(Item {
                count: narrow_signed(value.count, "Item.count")?,
                slot: narrow(value.slot, "Item.slot")?,
                id: value.id,
            })
        }

        fn read_vector3d(value: pb::Vector3d) -> Result<(f64, f64, f64), Error> {
            Ok((value.x, value.y, value.z))
        }

        fn read_uuid(value: pb::Uuid) -> Result<[u32; 4], Error> {
            Ok([value.x0, value.x1, value.x2, value.x3])
        }

        fn read_entity(value: pb::Entity) -> Result<Entity, Error> {
            Ok(Entity {
                id: value.id,
                pos: required(value.pos, "Entity.pos", read_vector3d)?,
                motion: required(value.motion, "Entity.motion", read_vector3d)?,
                rotation: required(value.rotation, "Entity.rotation", |rotation| {
                    Ok((rotation.x, rotation.y))
                })?,
                fall_distance: value.fall_distance,
                fire: narrow(value.fire, "Entity.fire")?,
                air: narrow(value.air, "Entity.air")?,
                on_ground: value.on_ground,
                no_gravity: value.no_gravity,
                invulnerable: value.invulnerable,
                portal_cooldown: value.portal_cooldown,
                uuid: required(value.uuid, "Entity.uuid", read_uuid)?,
                custom_name: value.custom_name,
                custom_name_visible: value.custom_name_visible,
                silent: value.silent,
                glowing: value.glowing,
            })
        }

        fn read_player(value: pb::Player) -> Result<Player, Error> {
            let abilities = required(value.abilities, "Player.abilities", Ok)?;
            let book = required(value.recipe_book, "Player.recipe_book", Ok)?;
            let root_vehicle = into_option(value.root_vehicle).map(|vehicle| {
                let id = required(vehicle.uuid, "Vehicle.uuid", read_uuid)?;
                Ok::<_, Error>((id, required(vehicle.entity, "Vehicle.entity", read_entity)?))
            });
            Ok(Player {
                game_type: read_game_type(known(value.game_type, "Player.game_type")?),
                previous_game_type: read_game_type(known(
                    value.previous_game_type,
                    "Player.previous_game_type",
                )?),
                score: value.score,
                dimension: value.dimension,
                selected_item_slot: value.selected_item_slot,
                selected_item: required(value.selected_item, "Player.selected_item", read_item)?,
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
                entered_nether_position: (into_option(value.entered_nether_position))
                    .map(read_vector3d)
                    .transpose()?,
                root_vehicle: root_vehicle.transpose()?,
                shoulder_entity_left: into_option(value.shoulder_entity_left)
                    .map(read_entity)
                    .transpose()?,
                shoulder_entity_right: into_option(value.shoulder_entity_right)
                    .map(read_entity)
                    .transpose()?,
                seen_credits: value.seen_credits,
                recipe_book: RecipeBook {
                    recipes: book.recipes,
                    to_be_displayed: book.to_be_displayed,
                    is_filtering_craftable: book.is_filtering_craftable,
                    is_gui_open: book.is_gui_open,
                    is_furnace_filtering_craftable: book.is_furnace_filtering_craftable,
                    is_furnace_gui_open: book.is_furnace_gui_open,
                    is_blasting_furnace_filtering_craftable: book
                        .is_blasting_furnace_filtering_craftable,
                    is_blasting_furnace_gui_open: book.is_blasting_furnace_gui_open,
                    is_smoker_filtering_craftable: book.is_smoker_filtering_craftable,
                    is_smoker_gui_open: book.is_smoker_gui_open,
                },
            })
        }

        impl TryFrom<pb::Players> for Players {
            type Error = Error;

            fn try_from(proto: pb::Players) -> Result<Self, Error> {
                Ok(Players { players: each(proto.players, read_player)? })
            }
        }
    };
}
pub(crate) use minecraft_savedata;
