//! `mk48` on `schemas/rsb/mk48.fbs`.

use flatbuffers::{FlatBufferBuilder, WIPOffset};
use rsb::mk48::{Contact, EntityType, Guidance, TerrainUpdate, Transform, Update, Updates};

use super::{Error, FlatMessage, generated::mk48_generated as fb, unrepresentable};

fn entity_type(value: EntityType) -> fb::EntityType {
    match value {
        EntityType::ArleighBurke => fb::EntityType::ArleighBurke,
        EntityType::Bismarck => fb::EntityType::Bismarck,
        EntityType::Clemenceau => fb::EntityType::Clemenceau,
        EntityType::Fletcher => fb::EntityType::Fletcher,
        EntityType::G5 => fb::EntityType::G5,
        EntityType::Iowa => fb::EntityType::Iowa,
        EntityType::Kolkata => fb::EntityType::Kolkata,
        EntityType::Osa => fb::EntityType::Osa,
        EntityType::Yasen => fb::EntityType::Yasen,
        EntityType::Zubr => fb::EntityType::Zubr,
    }
}

fn read_entity_type(value: fb::EntityType) -> Result<EntityType, Error> {
    Ok(match value {
        fb::EntityType::ArleighBurke => EntityType::ArleighBurke,
        fb::EntityType::Bismarck => EntityType::Bismarck,
        fb::EntityType::Clemenceau => EntityType::Clemenceau,
        fb::EntityType::Fletcher => EntityType::Fletcher,
        fb::EntityType::G5 => EntityType::G5,
        fb::EntityType::Iowa => EntityType::Iowa,
        fb::EntityType::Kolkata => EntityType::Kolkata,
        fb::EntityType::Osa => EntityType::Osa,
        fb::EntityType::Yasen => EntityType::Yasen,
        fb::EntityType::Zubr => EntityType::Zubr,
        other => return Err(unrepresentable(format!("unknown EntityType {}", other.0))),
    })
}

fn build_contact<'b>(
    value: &Contact,
    fbb: &mut FlatBufferBuilder<'b>,
) -> WIPOffset<fb::Contact<'b>> {
    let reloads = fbb.create_vector_from_iter(value.reloads.iter());
    let turret_angles = fbb.create_vector_from_iter(value.turret_angles.iter());
    let Guidance { angle, submerge, velocity } = value.guidance;
    let guidance = fb::Guidance::new(angle, submerge, velocity);
    let Transform { altitude, angle, position: (x, y), velocity } = value.transform;
    let transform = fb::Transform::new(altitude, angle, &fb::Vector2f::new(x, y), velocity);
    let mut builder = fb::ContactBuilder::new(fbb);
    builder.add_damage(value.damage);
    builder.add_entity_id(value.entity_id);
    if let Some(kind) = value.entity_type {
        builder.add_entity_type(entity_type(kind));
    }
    builder.add_guidance(&guidance);
    if let Some(id) = value.player_id {
        builder.add_player_id(id);
    }
    builder.add_reloads(reloads);
    builder.add_transform(&transform);
    builder.add_turret_angles(turret_angles);
    builder.finish()
}

fn read_contact(contact: fb::Contact<'_>) -> Result<Contact, Error> {
    let missing =
        |field: &str| unrepresentable(format!("required field Contact.{field} is absent"));
    let guidance = contact.guidance().ok_or_else(|| missing("guidance"))?;
    let transform = contact.transform().ok_or_else(|| missing("transform"))?;
    let position = transform.position();
    Ok(Contact {
        damage: contact.damage(),
        entity_id: contact.entity_id(),
        entity_type: contact.entity_type().map(read_entity_type).transpose()?,
        guidance: Guidance {
            angle: guidance.angle(),
            submerge: guidance.submerge(),
            velocity: guidance.velocity(),
        },
        player_id: contact.player_id(),
        reloads: contact.reloads().iter().collect(),
        transform: Transform {
            altitude: transform.altitude(),
            angle: transform.angle(),
            position: (position.x(), position.y()),
            velocity: transform.velocity(),
        },
        turret_angles: contact.turret_angles().iter().collect(),
    })
}

fn build_update<'b>(value: &Update, fbb: &mut FlatBufferBuilder<'b>) -> WIPOffset<fb::Update<'b>> {
    let contacts: Vec<_> =
        value.contacts.iter().map(|contact| build_contact(contact, fbb)).collect();
    let contacts = fbb.create_vector(&contacts);
    let terrain: Vec<_> = value
        .terrain_updates
        .iter()
        .map(|terrain| {
            let data = fbb.create_vector_from_iter(terrain.data.iter());
            let (x, y) = terrain.chunk_id;
            let mut builder = fb::TerrainUpdateBuilder::new(fbb);
            builder.add_chunk_id(&fb::ChunkId::new(x, y));
            builder.add_data(data);
            builder.finish()
        })
        .collect();
    let terrain_updates = fbb.create_vector(&terrain);
    let mut builder = fb::UpdateBuilder::new(fbb);
    builder.add_contacts(contacts);
    builder.add_score(value.score);
    builder.add_world_radius(value.world_radius);
    builder.add_terrain_updates(terrain_updates);
    builder.finish()
}

fn read_update(update: fb::Update<'_>) -> Result<Update, Error> {
    let read_terrain = |terrain: fb::TerrainUpdate<'_>| {
        let absent = |field: &str| {
            unrepresentable(format!("required field TerrainUpdate.{field} is absent"))
        };
        let chunk = terrain.chunk_id().ok_or_else(|| absent("chunk_id"))?;
        let data = terrain.data().ok_or_else(|| absent("data"))?;
        Ok(TerrainUpdate { chunk_id: (chunk.x(), chunk.y()), data: data.bytes().to_vec() })
    };
    Ok(Update {
        contacts: update.contacts().iter().map(read_contact).collect::<Result<_, _>>()?,
        score: update.score(),
        world_radius: update.world_radius(),
        terrain_updates: update
            .terrain_updates()
            .iter()
            .map(read_terrain)
            .collect::<Result<_, Error>>()?,
    })
}

impl FlatMessage for Updates {
    type Root<'a> = fb::Updates<'a>;

    fn build<'b>(&self, fbb: &mut FlatBufferBuilder<'b>) -> WIPOffset<fb::Updates<'b>> {
        let updates: Vec<_> = self.updates.iter().map(|update| build_update(update, fbb)).collect();
        let updates = fbb.create_vector(&updates);
        let mut builder = fb::UpdatesBuilder::new(fbb);
        builder.add_updates(updates);
        builder.finish()
    }

    fn from_root(root: fb::Updates<'_>) -> Result<Self, Error> {
        let updates = root.updates().iter().map(read_update).collect::<Result<_, _>>()?;
        Ok(Updates { updates })
    }
}
