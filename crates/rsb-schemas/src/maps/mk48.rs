//! `mk48` on `schemas/rsb/mk48.proto`.

/// `mk48`'s mapping, expanded against library module `$library` (a format crate's `map`) and
/// generated module `$generated` (see `maps`).
macro_rules! mk48 {
    ($library:path, $generated:path) => {
        use proto_mapping::{each, narrow, narrow_signed};
        use rsb::mk48::{Contact, EntityType, Guidance, TerrainUpdate, Transform, Update, Updates};
        use $generated as pb;
        use $library::{Error, Library, known, message, present, required, variant};

        impl proto_mapping::Message<Library, crate::Rsb> for Updates {
            type Proto = pb::Updates;
        }

        fn entity_type(value: EntityType) -> pb::EntityType {
            match value {
                EntityType::ArleighBurke => variant!(pb::EntityType, ARLEIGH_BURKE | ArleighBurke),
                EntityType::Bismarck => variant!(pb::EntityType, BISMARCK | Bismarck),
                EntityType::Clemenceau => variant!(pb::EntityType, CLEMENCEAU | Clemenceau),
                EntityType::Fletcher => variant!(pb::EntityType, FLETCHER | Fletcher),
                EntityType::G5 => variant!(pb::EntityType, G5 | G5),
                EntityType::Iowa => variant!(pb::EntityType, IOWA | Iowa),
                EntityType::Kolkata => variant!(pb::EntityType, KOLKATA | Kolkata),
                EntityType::Osa => variant!(pb::EntityType, OSA | Osa),
                EntityType::Yasen => variant!(pb::EntityType, YASEN | Yasen),
                EntityType::Zubr => variant!(pb::EntityType, ZUBR | Zubr),
            }
        }

        fn contact(value: &Contact) -> pb::Contact {
            let Guidance { angle, submerge, velocity } = value.guidance;
            let transform = value.transform;
            let (x, y) = transform.position;
            message!(pb::Contact {
                damage: u32::from(value.damage),
                entity_id: value.entity_id,
                entity_type: value.entity_type.map(|kind| entity_type(kind).into()),
                guidance: present(message!(pb::Guidance {
                    angle: u32::from(angle),
                    submerge,
                    velocity: i32::from(velocity),
                })),
                player_id: value.player_id.map(u32::from),
                reloads: value.reloads.clone(),
                transform: present(message!(pb::Transform {
                    altitude: i32::from(transform.altitude),
                    angle: u32::from(transform.angle),
                    position: present(message!(pb::Vector2f { x, y })),
                    velocity: i32::from(transform.velocity),
                })),
                turret_angles: value.turret_angles.iter().map(|&angle| u32::from(angle)).collect(),
            })
        }

        fn terrain_update(value: &TerrainUpdate) -> pb::TerrainUpdate {
            let (x, y) = value.chunk_id;
            message!(pb::TerrainUpdate {
                chunk_id: present(message!(pb::ChunkId { x: i32::from(x), y: i32::from(y) })),
                data: value.data.clone(),
            })
        }

        impl From<&Updates> for pb::Updates {
            fn from(value: &Updates) -> Self {
                let updates = value.updates.iter().map(|update| {
                    message!(pb::Update {
                        contacts: update.contacts.iter().map(contact).collect(),
                        score: update.score,
                        world_radius: update.world_radius,
                        terrain_updates: update
                            .terrain_updates
                            .iter()
                            .map(terrain_update)
                            .collect(),
                    })
                });
                message!(pb::Updates { updates: updates.collect() })
            }
        }

        fn read_entity_type(value: pb::EntityType) -> EntityType {
            match value {
                variant!(pb::EntityType, ARLEIGH_BURKE | ArleighBurke) => EntityType::ArleighBurke,
                variant!(pb::EntityType, BISMARCK | Bismarck) => EntityType::Bismarck,
                variant!(pb::EntityType, CLEMENCEAU | Clemenceau) => EntityType::Clemenceau,
                variant!(pb::EntityType, FLETCHER | Fletcher) => EntityType::Fletcher,
                variant!(pb::EntityType, G5 | G5) => EntityType::G5,
                variant!(pb::EntityType, IOWA | Iowa) => EntityType::Iowa,
                variant!(pb::EntityType, KOLKATA | Kolkata) => EntityType::Kolkata,
                variant!(pb::EntityType, OSA | Osa) => EntityType::Osa,
                variant!(pb::EntityType, YASEN | Yasen) => EntityType::Yasen,
                variant!(pb::EntityType, ZUBR | Zubr) => EntityType::Zubr,
            }
        }

        fn read_transform(value: pb::Transform) -> Result<Transform, Error> {
            Ok(Transform {
                altitude: narrow_signed(value.altitude, "Transform.altitude")?,
                angle: narrow(value.angle, "Transform.angle")?,
                position: required(value.position, "Transform.position", |position| {
                    Ok((position.x, position.y))
                })?,
                velocity: narrow_signed(value.velocity, "Transform.velocity")?,
            })
        }

        fn read_guidance(value: pb::Guidance) -> Result<Guidance, Error> {
            Ok(Guidance {
                angle: narrow(value.angle, "Guidance.angle")?,
                submerge: value.submerge,
                velocity: narrow_signed(value.velocity, "Guidance.velocity")?,
            })
        }

        fn read_contact(value: pb::Contact) -> Result<Contact, Error> {
            Ok(Contact {
                damage: narrow(value.damage, "Contact.damage")?,
                entity_id: value.entity_id,
                entity_type: (value.entity_type.map(|kind| known(kind, "Contact.entity_type")))
                    .transpose()?
                    .map(read_entity_type),
                guidance: required(value.guidance, "Contact.guidance", read_guidance)?,
                player_id: value.player_id.map(|id| narrow(id, "Contact.player_id")).transpose()?,
                reloads: value.reloads,
                transform: required(value.transform, "Contact.transform", read_transform)?,
                turret_angles: each(value.turret_angles, |angle| {
                    narrow(angle, "Contact.turret_angles")
                })?,
            })
        }

        fn read_terrain_update(value: pb::TerrainUpdate) -> Result<TerrainUpdate, Error> {
            Ok(TerrainUpdate {
                chunk_id: required(value.chunk_id, "TerrainUpdate.chunk_id", |chunk| {
                    Ok((narrow_signed(chunk.x, "ChunkId.x")?, narrow_signed(chunk.y, "ChunkId.y")?))
                })?,
                data: value.data,
            })
        }

        impl TryFrom<pb::Updates> for Updates {
            type Error = Error;

            fn try_from(proto: pb::Updates) -> Result<Self, Error> {
                let updates = each(proto.updates, |update| {
                    Ok::<_, Error>(Update {
                        contacts: each(update.contacts, read_contact)?,
                        score: update.score,
                        world_radius: update.world_radius,
                        terrain_updates: each(update.terrain_updates, read_terrain_update)?,
                    })
                })?;
                Ok(Updates { updates })
            }
        }
    };
}
pub(crate) use mk48;
