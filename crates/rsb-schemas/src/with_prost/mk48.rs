//! `mk48` on `schemas/rsb/mk48.proto`.

use rsb::mk48::{Contact, EntityType, Guidance, TerrainUpdate, Transform, Update, Updates};

use super::{ProstError, ProstMessage, generated::mk48 as pb};
use crate::map::{each, missing, narrow, narrow_signed, unknown_enum};

impl ProstMessage for Updates {
    type Proto = pb::Updates;
}

fn entity_type(value: EntityType) -> i32 {
    (match value {
        EntityType::ArleighBurke => pb::EntityType::ArleighBurke,
        EntityType::Bismarck => pb::EntityType::Bismarck,
        EntityType::Clemenceau => pb::EntityType::Clemenceau,
        EntityType::Fletcher => pb::EntityType::Fletcher,
        EntityType::G5 => pb::EntityType::G5,
        EntityType::Iowa => pb::EntityType::Iowa,
        EntityType::Kolkata => pb::EntityType::Kolkata,
        EntityType::Osa => pb::EntityType::Osa,
        EntityType::Yasen => pb::EntityType::Yasen,
        EntityType::Zubr => pb::EntityType::Zubr,
    }) as i32
}

fn contact(value: &Contact) -> pb::Contact {
    let Guidance { angle, submerge, velocity } = value.guidance;
    let transform = value.transform;
    let (x, y) = transform.position;
    pb::Contact {
        damage: u32::from(value.damage),
        entity_id: value.entity_id,
        entity_type: value.entity_type.map(entity_type),
        guidance: Some(pb::Guidance {
            angle: u32::from(angle),
            submerge,
            velocity: i32::from(velocity),
        }),
        player_id: value.player_id.map(u32::from),
        reloads: value.reloads.clone(),
        transform: Some(pb::Transform {
            altitude: i32::from(transform.altitude),
            angle: u32::from(transform.angle),
            position: Some(pb::Vector2f { x, y }),
            velocity: i32::from(transform.velocity),
        }),
        turret_angles: value.turret_angles.iter().map(|&angle| u32::from(angle)).collect(),
    }
}

fn terrain_update(value: &TerrainUpdate) -> pb::TerrainUpdate {
    let (x, y) = value.chunk_id;
    pb::TerrainUpdate {
        chunk_id: Some(pb::ChunkId { x: i32::from(x), y: i32::from(y) }),
        data: value.data.clone(),
    }
}

impl From<&Updates> for pb::Updates {
    fn from(value: &Updates) -> Self {
        let updates = value.updates.iter().map(|update| pb::Update {
            contacts: update.contacts.iter().map(contact).collect(),
            score: update.score,
            world_radius: update.world_radius,
            terrain_updates: update.terrain_updates.iter().map(terrain_update).collect(),
        });
        pb::Updates { updates: updates.collect() }
    }
}

fn read_entity_type(number: i32) -> Result<EntityType, ProstError> {
    Ok(match pb::EntityType::try_from(number) {
        Ok(pb::EntityType::ArleighBurke) => EntityType::ArleighBurke,
        Ok(pb::EntityType::Bismarck) => EntityType::Bismarck,
        Ok(pb::EntityType::Clemenceau) => EntityType::Clemenceau,
        Ok(pb::EntityType::Fletcher) => EntityType::Fletcher,
        Ok(pb::EntityType::G5) => EntityType::G5,
        Ok(pb::EntityType::Iowa) => EntityType::Iowa,
        Ok(pb::EntityType::Kolkata) => EntityType::Kolkata,
        Ok(pb::EntityType::Osa) => EntityType::Osa,
        Ok(pb::EntityType::Yasen) => EntityType::Yasen,
        Ok(pb::EntityType::Zubr) => EntityType::Zubr,
        Err(_) => return Err(unknown_enum("Contact.entity_type", number).into()),
    })
}

fn read_contact(value: pb::Contact) -> Result<Contact, ProstError> {
    let guidance = value.guidance.ok_or_else(|| missing("Contact.guidance"))?;
    let transform = value.transform.ok_or_else(|| missing("Contact.transform"))?;
    let pb::Vector2f { x, y } = transform.position.ok_or_else(|| missing("Transform.position"))?;
    Ok(Contact {
        damage: narrow(value.damage, "Contact.damage")?,
        entity_id: value.entity_id,
        entity_type: value.entity_type.map(read_entity_type).transpose()?,
        guidance: Guidance {
            angle: narrow(guidance.angle, "Guidance.angle")?,
            submerge: guidance.submerge,
            velocity: narrow_signed(guidance.velocity, "Guidance.velocity")?,
        },
        player_id: value.player_id.map(|id| narrow(id, "Contact.player_id")).transpose()?,
        reloads: value.reloads,
        transform: Transform {
            altitude: narrow_signed(transform.altitude, "Transform.altitude")?,
            angle: narrow(transform.angle, "Transform.angle")?,
            position: (x, y),
            velocity: narrow_signed(transform.velocity, "Transform.velocity")?,
        },
        turret_angles: each(value.turret_angles, |angle| narrow(angle, "Contact.turret_angles"))?,
    })
}

fn read_terrain_update(value: pb::TerrainUpdate) -> Result<TerrainUpdate, ProstError> {
    let chunk = value.chunk_id.ok_or_else(|| missing("TerrainUpdate.chunk_id"))?;
    Ok(TerrainUpdate {
        chunk_id: (narrow_signed(chunk.x, "ChunkId.x")?, narrow_signed(chunk.y, "ChunkId.y")?),
        data: value.data,
    })
}

impl TryFrom<pb::Updates> for Updates {
    type Error = ProstError;

    fn try_from(proto: pb::Updates) -> Result<Self, ProstError> {
        let updates = each(proto.updates, |update| {
            Ok::<_, ProstError>(Update {
                contacts: each(update.contacts, read_contact)?,
                score: update.score,
                world_radius: update.world_radius,
                terrain_updates: each(update.terrain_updates, read_terrain_update)?,
            })
        })?;
        Ok(Updates { updates })
    }
}
