//! `mk48` on `schemas/rsb/mk48.proto`.

use proto_mapping::{missing, narrow, narrow_signed, unknown_enum};
use rsb::mk48::{Contact, EntityType, Guidance, TerrainUpdate, Transform, Update, Updates};

use crate::{Error, generated::mk48 as pb};

impl proto_mapping::Message<fmt_protobuf4::Protobuf4Library, crate::Rsb> for Updates {
    type Proto = pb::Updates;
}

fn entity_type(value: EntityType) -> pb::EntityType {
    match value {
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
    }
}

fn write_contact(value: &Contact, mut proto: pb::ContactMut<'_>) {
    proto.set_damage(u32::from(value.damage));
    proto.set_entity_id(value.entity_id);
    if let Some(kind) = value.entity_type {
        proto.set_entity_type(entity_type(kind));
    }
    let Guidance { angle, submerge, velocity } = value.guidance;
    let mut guidance = proto.guidance_mut();
    guidance.set_angle(u32::from(angle));
    guidance.set_submerge(submerge);
    guidance.set_velocity(i32::from(velocity));
    if let Some(id) = value.player_id {
        proto.set_player_id(u32::from(id));
    }
    proto.reloads_mut().extend(value.reloads.iter().copied());
    let Transform { altitude, angle, position: (x, y), velocity } = value.transform;
    let mut transform = proto.transform_mut();
    transform.set_altitude(i32::from(altitude));
    transform.set_angle(u32::from(angle));
    let mut position = transform.position_mut();
    position.set_x(x);
    position.set_y(y);
    transform.set_velocity(i32::from(velocity));
    proto.turret_angles_mut().extend(value.turret_angles.iter().map(|&angle| u32::from(angle)));
}

impl From<&Updates> for pb::Updates {
    fn from(value: &Updates) -> Self {
        let mut proto = pb::Updates::new();
        let mut updates = proto.updates_mut();
        for update in &value.updates {
            let mut pb = updates.push_default();
            let mut contacts = pb.contacts_mut();
            for contact in &update.contacts {
                write_contact(contact, contacts.push_default());
            }
            pb.set_score(update.score);
            pb.set_world_radius(update.world_radius);
            let mut terrain_updates = pb.terrain_updates_mut();
            for terrain in &update.terrain_updates {
                let mut pb = terrain_updates.push_default();
                let (x, y) = terrain.chunk_id;
                let mut chunk = pb.chunk_id_mut();
                chunk.set_x(i32::from(x));
                chunk.set_y(i32::from(y));
                pb.set_data(terrain.data.as_slice());
            }
        }
        proto
    }
}

fn read_entity_type(value: pb::EntityType) -> Result<EntityType, Error> {
    Ok(match value {
        pb::EntityType::ArleighBurke => EntityType::ArleighBurke,
        pb::EntityType::Bismarck => EntityType::Bismarck,
        pb::EntityType::Clemenceau => EntityType::Clemenceau,
        pb::EntityType::Fletcher => EntityType::Fletcher,
        pb::EntityType::G5 => EntityType::G5,
        pb::EntityType::Iowa => EntityType::Iowa,
        pb::EntityType::Kolkata => EntityType::Kolkata,
        pb::EntityType::Osa => EntityType::Osa,
        pb::EntityType::Yasen => EntityType::Yasen,
        pb::EntityType::Zubr => EntityType::Zubr,
        other => return Err(unknown_enum("Contact.entity_type", i32::from(other)).into()),
    })
}

fn read_contact(value: pb::ContactView<'_>) -> Result<Contact, Error> {
    let guidance = value.guidance_opt().ok_or_else(|| missing("Contact.guidance"))?;
    let transform = value.transform_opt().ok_or_else(|| missing("Contact.transform"))?;
    let position = transform.position_opt().ok_or_else(|| missing("Transform.position"))?;
    Ok(Contact {
        damage: narrow(value.damage(), "Contact.damage")?,
        entity_id: value.entity_id(),
        entity_type: value.entity_type_opt().map(read_entity_type).transpose()?,
        guidance: Guidance {
            angle: narrow(guidance.angle(), "Guidance.angle")?,
            submerge: guidance.submerge(),
            velocity: narrow_signed(guidance.velocity(), "Guidance.velocity")?,
        },
        player_id: value.player_id_opt().map(|id| narrow(id, "Contact.player_id")).transpose()?,
        reloads: value.reloads().iter().collect(),
        transform: Transform {
            altitude: narrow_signed(transform.altitude(), "Transform.altitude")?,
            angle: narrow(transform.angle(), "Transform.angle")?,
            position: (position.x(), position.y()),
            velocity: narrow_signed(transform.velocity(), "Transform.velocity")?,
        },
        turret_angles: value
            .turret_angles()
            .iter()
            .map(|angle| narrow(angle, "Contact.turret_angles"))
            .collect::<Result<_, _>>()?,
    })
}

fn read_terrain_update(value: pb::TerrainUpdateView<'_>) -> Result<TerrainUpdate, Error> {
    let chunk = value.chunk_id_opt().ok_or_else(|| missing("TerrainUpdate.chunk_id"))?;
    Ok(TerrainUpdate {
        chunk_id: (narrow_signed(chunk.x(), "ChunkId.x")?, narrow_signed(chunk.y(), "ChunkId.y")?),
        data: value.data().to_vec(),
    })
}

fn read_update(value: pb::UpdateView<'_>) -> Result<Update, Error> {
    Ok(Update {
        contacts: value.contacts().iter().map(read_contact).collect::<Result<_, _>>()?,
        score: value.score(),
        world_radius: value.world_radius(),
        terrain_updates: value
            .terrain_updates()
            .iter()
            .map(read_terrain_update)
            .collect::<Result<_, _>>()?,
    })
}

impl TryFrom<pb::Updates> for Updates {
    type Error = Error;

    fn try_from(proto: pb::Updates) -> Result<Self, Error> {
        let view = protobuf::AsView::as_view(&proto);
        Ok(Updates { updates: view.updates().iter().map(read_update).collect::<Result<_, _>>()? })
    }
}
