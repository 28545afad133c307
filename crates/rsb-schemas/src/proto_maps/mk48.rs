//! `mk48` on `schemas/rsb/mk48.proto`, for the generators whose types hold a submessage in a
//! `MessageField` and an enum in a wrapper that keeps unknown numbers (rust-protobuf, buffa):
//! compiled in each one's module (`#[path]`), against the names it gives.

use rsb::mk48::{Contact, EntityType, Guidance, TerrainUpdate, Transform, Update, Updates};

use super::{
    EnumField, Error, MessageField, ProtoMessage, each, generated::mk48 as pb, known, narrow,
    narrow_signed, required,
};

impl ProtoMessage for Updates {
    type Proto = pb::Updates;
}

fn entity_type(value: EntityType) -> EnumField<pb::EntityType> {
    match value {
        EntityType::ArleighBurke => pb::EntityType::ARLEIGH_BURKE,
        EntityType::Bismarck => pb::EntityType::BISMARCK,
        EntityType::Clemenceau => pb::EntityType::CLEMENCEAU,
        EntityType::Fletcher => pb::EntityType::FLETCHER,
        EntityType::G5 => pb::EntityType::G5,
        EntityType::Iowa => pb::EntityType::IOWA,
        EntityType::Kolkata => pb::EntityType::KOLKATA,
        EntityType::Osa => pb::EntityType::OSA,
        EntityType::Yasen => pb::EntityType::YASEN,
        EntityType::Zubr => pb::EntityType::ZUBR,
    }
    .into()
}

fn contact(value: &Contact) -> pb::Contact {
    let Guidance { angle, submerge, velocity } = value.guidance;
    let transform = value.transform;
    let (x, y) = transform.position;
    pb::Contact {
        damage: u32::from(value.damage),
        entity_id: value.entity_id,
        entity_type: value.entity_type.map(entity_type),
        guidance: MessageField::some(pb::Guidance {
            angle: u32::from(angle),
            submerge,
            velocity: i32::from(velocity),
            ..Default::default()
        }),
        player_id: value.player_id.map(u32::from),
        reloads: value.reloads.clone(),
        transform: MessageField::some(pb::Transform {
            altitude: i32::from(transform.altitude),
            angle: u32::from(transform.angle),
            position: MessageField::some(pb::Vector2f { x, y, ..Default::default() }),
            velocity: i32::from(transform.velocity),
            ..Default::default()
        }),
        turret_angles: value.turret_angles.iter().map(|&angle| u32::from(angle)).collect(),
        ..Default::default()
    }
}

fn terrain_update(value: &TerrainUpdate) -> pb::TerrainUpdate {
    let (x, y) = value.chunk_id;
    pb::TerrainUpdate {
        chunk_id: MessageField::some(pb::ChunkId {
            x: i32::from(x),
            y: i32::from(y),
            ..Default::default()
        }),
        data: value.data.clone(),
        ..Default::default()
    }
}

impl From<&Updates> for pb::Updates {
    fn from(value: &Updates) -> Self {
        let updates = value.updates.iter().map(|update| pb::Update {
            contacts: update.contacts.iter().map(contact).collect(),
            score: update.score,
            world_radius: update.world_radius,
            terrain_updates: update.terrain_updates.iter().map(terrain_update).collect(),
            ..Default::default()
        });
        pb::Updates { updates: updates.collect(), ..Default::default() }
    }
}

fn read_entity_type(value: EnumField<pb::EntityType>) -> Result<EntityType, Error> {
    Ok(match known(value, "Contact.entity_type")? {
        pb::EntityType::ARLEIGH_BURKE => EntityType::ArleighBurke,
        pb::EntityType::BISMARCK => EntityType::Bismarck,
        pb::EntityType::CLEMENCEAU => EntityType::Clemenceau,
        pb::EntityType::FLETCHER => EntityType::Fletcher,
        pb::EntityType::G5 => EntityType::G5,
        pb::EntityType::IOWA => EntityType::Iowa,
        pb::EntityType::KOLKATA => EntityType::Kolkata,
        pb::EntityType::OSA => EntityType::Osa,
        pb::EntityType::YASEN => EntityType::Yasen,
        pb::EntityType::ZUBR => EntityType::Zubr,
    })
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
        entity_type: value.entity_type.map(read_entity_type).transpose()?,
        guidance: required(value.guidance, "Contact.guidance", read_guidance)?,
        player_id: value.player_id.map(|id| narrow(id, "Contact.player_id")).transpose()?,
        reloads: value.reloads,
        transform: required(value.transform, "Contact.transform", read_transform)?,
        turret_angles: each(value.turret_angles, |angle| narrow(angle, "Contact.turret_angles"))?,
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
