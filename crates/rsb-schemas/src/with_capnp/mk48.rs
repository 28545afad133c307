//! `mk48` on `schemas/rsb/mk48.capnp`.

use rsb::mk48::{Contact, EntityType, Guidance, TerrainUpdate, Transform, Update, Updates};

use super::{CapnpMessage, generated::mk48_capnp as schema, len32};

fn entity_type(value: EntityType) -> schema::EntityType {
    match value {
        EntityType::ArleighBurke => schema::EntityType::ArleighBurke,
        EntityType::Bismarck => schema::EntityType::Bismarck,
        EntityType::Clemenceau => schema::EntityType::Clemenceau,
        EntityType::Fletcher => schema::EntityType::Fletcher,
        EntityType::G5 => schema::EntityType::G5,
        EntityType::Iowa => schema::EntityType::Iowa,
        EntityType::Kolkata => schema::EntityType::Kolkata,
        EntityType::Osa => schema::EntityType::Osa,
        EntityType::Yasen => schema::EntityType::Yasen,
        EntityType::Zubr => schema::EntityType::Zubr,
    }
}

fn read_entity_type(
    value: Result<schema::EntityType, capnp::NotInSchema>,
) -> capnp::Result<EntityType> {
    Ok(match value? {
        schema::EntityType::ArleighBurke => EntityType::ArleighBurke,
        schema::EntityType::Bismarck => EntityType::Bismarck,
        schema::EntityType::Clemenceau => EntityType::Clemenceau,
        schema::EntityType::Fletcher => EntityType::Fletcher,
        schema::EntityType::G5 => EntityType::G5,
        schema::EntityType::Iowa => EntityType::Iowa,
        schema::EntityType::Kolkata => EntityType::Kolkata,
        schema::EntityType::Osa => EntityType::Osa,
        schema::EntityType::Yasen => EntityType::Yasen,
        schema::EntityType::Zubr => EntityType::Zubr,
    })
}

fn build_contact(value: &Contact, mut builder: schema::contact::Builder<'_>) -> capnp::Result<()> {
    builder.set_damage(value.damage);
    builder.set_entity_id(value.entity_id);
    let mut kind = builder.reborrow().get_entity_type();
    match value.entity_type {
        None => kind.set_none(()),
        Some(value) => kind.set_some(entity_type(value)),
    }
    let Guidance { angle, submerge, velocity } = value.guidance;
    let mut guidance = builder.reborrow().init_guidance();
    guidance.set_angle(angle);
    guidance.set_submerge(submerge);
    guidance.set_velocity(velocity);
    let mut player_id = builder.reborrow().get_player_id();
    match value.player_id {
        None => player_id.set_none(()),
        Some(id) => player_id.set_some(id),
    }
    let mut reloads = builder.reborrow().init_reloads(len32(value.reloads.len())?);
    for (index, &reload) in value.reloads.iter().enumerate() {
        reloads.set(index as u32, reload);
    }
    let Transform { altitude, angle, position: (x, y), velocity } = value.transform;
    let mut transform = builder.reborrow().init_transform();
    transform.set_altitude(altitude);
    transform.set_angle(angle);
    let mut position = transform.reborrow().get_position();
    position.set_x(x);
    position.set_y(y);
    transform.set_velocity(velocity);
    builder.set_turret_angles(value.turret_angles.as_slice())?;
    Ok(())
}

fn read_contact(reader: schema::contact::Reader<'_>) -> capnp::Result<Contact> {
    use schema::contact::{entity_type, player_id};
    let guidance = reader.get_guidance()?;
    let transform = reader.get_transform()?;
    let position = transform.get_position();
    Ok(Contact {
        damage: reader.get_damage(),
        entity_id: reader.get_entity_id(),
        entity_type: match reader.get_entity_type().which()? {
            entity_type::None(()) => None,
            entity_type::Some(kind) => Some(read_entity_type(kind)?),
        },
        guidance: Guidance {
            angle: guidance.get_angle(),
            submerge: guidance.get_submerge(),
            velocity: guidance.get_velocity(),
        },
        player_id: match reader.get_player_id().which()? {
            player_id::None(()) => None,
            player_id::Some(id) => Some(id),
        },
        reloads: reader.get_reloads()?.iter().collect(),
        transform: Transform {
            altitude: transform.get_altitude(),
            angle: transform.get_angle(),
            position: (position.get_x(), position.get_y()),
            velocity: transform.get_velocity(),
        },
        turret_angles: list(reader.get_turret_angles()?),
    })
}

fn build_update(value: &Update, mut builder: schema::update::Builder<'_>) -> capnp::Result<()> {
    let mut contacts = builder.reborrow().init_contacts(len32(value.contacts.len())?);
    for (index, contact) in value.contacts.iter().enumerate() {
        build_contact(contact, contacts.reborrow().get(index as u32))?;
    }
    builder.set_score(value.score);
    builder.set_world_radius(value.world_radius);
    let count = len32(value.terrain_updates.len())?;
    let mut terrain_updates = builder.init_terrain_updates(count);
    for (index, terrain) in value.terrain_updates.iter().enumerate() {
        let mut builder = terrain_updates.reborrow().get(index as u32);
        let (x, y) = terrain.chunk_id;
        let mut chunk = builder.reborrow().get_chunk_id();
        chunk.set_x(x);
        chunk.set_y(y);
        builder.set_data(terrain.data.as_slice())?;
    }
    Ok(())
}

/// A list of numbers, copied at once where the library gives it as a slice (aligned,
/// little-endian), as fmt-capnp reads its `u16` lists.
fn list<T: capnp::private::layout::PrimitiveElement + Copy>(
    list: capnp::primitive_list::Reader<'_, T>,
) -> Vec<T> {
    list.as_slice().map_or_else(|| list.iter().collect(), <[T]>::to_vec)
}

fn read_update(reader: schema::update::Reader<'_>) -> capnp::Result<Update> {
    let read_terrain = |terrain: schema::terrain_update::Reader<'_>| {
        let chunk = terrain.get_chunk_id();
        Ok(TerrainUpdate {
            chunk_id: (chunk.get_x(), chunk.get_y()),
            data: list(terrain.get_data()?),
        })
    };
    Ok(Update {
        contacts: reader.get_contacts()?.iter().map(read_contact).collect::<capnp::Result<_>>()?,
        score: reader.get_score(),
        world_radius: reader.get_world_radius(),
        terrain_updates: reader
            .get_terrain_updates()?
            .iter()
            .map(read_terrain)
            .collect::<capnp::Result<_>>()?,
    })
}

impl CapnpMessage for Updates {
    type Root = schema::updates::Owned;

    fn build(&self, root: schema::updates::Builder<'_>) -> capnp::Result<()> {
        let mut updates = root.init_updates(len32(self.updates.len())?);
        for (index, update) in self.updates.iter().enumerate() {
            build_update(update, updates.reborrow().get(index as u32))?;
        }
        Ok(())
    }

    fn from_reader(root: schema::updates::Reader<'_>) -> capnp::Result<Self> {
        let updates = root.get_updates()?.iter().map(read_update).collect::<capnp::Result<_>>()?;
        Ok(Updates { updates })
    }
}
