//! `mk48`: 1,000 mk48.io game updates, numbers with many exploitable patterns and invariants.

use rand::{Rng, distributions::WeightedIndex};

use crate::generate::{Generate, vec};

/// How many updates it generates.
pub const UPDATES: usize = 1000;

datasets::model! { unit_enums:
    #[derive(Copy, Eq)]
    #[cfg_attr(feature = "wincode", wincode(tag_encoding = "u8"))]
    #[repr(u8)]
    #[cfg_attr(feature = "bin-proto", bin_proto(discriminant_type = u8))]
    pub enum EntityType {
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 0))]
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(0))]
        ArleighBurke,
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 1))]
        #[cfg_attr(feature = "minicbor", n(1))]
        #[cfg_attr(feature = "bilrost", bilrost(1))]
        Bismarck,
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 2))]
        #[cfg_attr(feature = "minicbor", n(2))]
        #[cfg_attr(feature = "bilrost", bilrost(2))]
        Clemenceau,
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 3))]
        #[cfg_attr(feature = "minicbor", n(3))]
        #[cfg_attr(feature = "bilrost", bilrost(3))]
        Fletcher,
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 4))]
        #[cfg_attr(feature = "minicbor", n(4))]
        #[cfg_attr(feature = "bilrost", bilrost(4))]
        G5,
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 5))]
        #[cfg_attr(feature = "minicbor", n(5))]
        #[cfg_attr(feature = "bilrost", bilrost(5))]
        Iowa,
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 6))]
        #[cfg_attr(feature = "minicbor", n(6))]
        #[cfg_attr(feature = "bilrost", bilrost(6))]
        Kolkata,
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 7))]
        #[cfg_attr(feature = "minicbor", n(7))]
        #[cfg_attr(feature = "bilrost", bilrost(7))]
        Osa,
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 8))]
        #[cfg_attr(feature = "minicbor", n(8))]
        #[cfg_attr(feature = "bilrost", bilrost(8))]
        Yasen,
        #[cfg_attr(feature = "bin-proto", bin_proto(discriminant = 9))]
        #[cfg_attr(feature = "minicbor", n(9))]
        #[cfg_attr(feature = "bilrost", bilrost(9))]
        Zubr,
    }
}

datasets::model! {
    #[derive(Copy)]
    pub struct Transform {
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "varint"))]
        pub altitude: i8,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub angle: u16,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub position: (f32, f32),
        #[cfg_attr(feature = "minicbor", n(3))]
        pub velocity: i16,
    }

    #[derive(Copy)]
    pub struct Guidance {
        #[cfg_attr(feature = "minicbor", n(0))]
        pub angle: u16,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub submerge: bool,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub velocity: i16,
    }

    pub struct Contact {
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "varint"))]
        pub damage: u8,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub entity_id: u32,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub entity_type: Option<EntityType>,
        #[cfg_attr(feature = "minicbor", n(3))]
        pub guidance: Guidance,
        #[cfg_attr(feature = "minicbor", n(4))]
        pub player_id: Option<u16>,
        #[cfg_attr(feature = "minicbor", n(5))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub reloads: Vec<bool>,
        #[cfg_attr(feature = "minicbor", n(6))]
        pub transform: Transform,
        #[cfg_attr(feature = "minicbor", n(7))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub turret_angles: Vec<u16>,
    }

    pub struct TerrainUpdate {
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "(varint, varint)"))]
        pub chunk_id: (i8, i8),
        #[cfg_attr(feature = "msgpacker", msgpacker(binary))]
        #[cfg_attr(feature = "minicbor", n(1))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "plainbytes"))]
        pub data: Vec<u8>,
    }

    pub struct Update {
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub contacts: Vec<Contact>,
        #[cfg_attr(feature = "minicbor", n(1))]
        pub score: u32,
        #[cfg_attr(feature = "minicbor", n(2))]
        pub world_radius: f32,
        #[cfg_attr(feature = "minicbor", n(3))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub terrain_updates: Vec<TerrainUpdate>,
    }

    pub struct Updates {
        #[cfg_attr(feature = "minicbor", n(0))]
        #[cfg_attr(feature = "bilrost", bilrost(encoding = "packed"))]
        pub updates: Vec<Update>,
    }
}

/// The data set, as it generates it.
pub fn updates() -> Updates {
    Updates { updates: vec(&mut crate::rng(), UPDATES..UPDATES + 1) }
}

impl EntityType {
    const ALL: [EntityType; 10] = {
        use EntityType::*;
        [ArleighBurke, Bismarck, Clemenceau, Fletcher, G5, Iowa, Kolkata, Osa, Yasen, Zubr]
    };

    /// How often each ship appears, the weights it draws with.
    fn frequency(self) -> f32 {
        use EntityType::*;
        match self {
            ArleighBurke => 2.14,
            Bismarck => 0.52,
            Clemenceau => 0.97,
            Fletcher => 1.46,
            G5 => 13.16,
            Iowa => 1.55,
            Kolkata => 0.83,
            Osa => 7.25,
            Yasen => 4.06,
            Zubr => 12.92,
        }
    }

    fn is_sub(self) -> bool {
        self == EntityType::Yasen
    }

    fn turret_count(self) -> usize {
        use EntityType::*;
        match self {
            G5 | Yasen => 0,
            ArleighBurke | Kolkata => 1,
            Osa => 2,
            Iowa | Zubr => 3,
            Bismarck | Clemenceau | Fletcher => 4,
        }
    }

    fn weapon_count(self) -> usize {
        use EntityType::*;
        match self {
            ArleighBurke => 20,
            Bismarck => 10,
            Clemenceau => 16,
            Fletcher => 18,
            G5 => 2,
            Iowa => 28,
            Kolkata => 15,
            Osa => 6,
            Yasen => 14,
            Zubr => 11,
        }
    }
}

impl Generate for EntityType {
    fn generate<R: Rng>(rng: &mut R) -> Self {
        let weights = WeightedIndex::new(EntityType::ALL.map(EntityType::frequency))
            .expect("the weights are positive");
        EntityType::ALL[rng.sample(weights)]
    }
}

fn submerge<R: Rng>(rng: &mut R, entity_type: EntityType) -> bool {
    entity_type.is_sub() && rng.gen_bool(0.9)
}

fn altitude<R: Rng>(rng: &mut R, entity_type: EntityType) -> i8 {
    if submerge(rng, entity_type) { rng.gen_range(-120..-35) } else { 0 }
}

fn velocity<R: Rng>(rng: &mut R) -> i16 {
    const MIN_SPEED: i16 = 140;
    const MAX_SPEED: i16 = 900;
    const REVERSE_SLOW: i16 = 4;
    match rng.gen_range(0i32..100) {
        0..=79 => rng.gen_range(MIN_SPEED..MAX_SPEED),
        80..=89 => 0,
        _ => rng.gen_range((-MAX_SPEED / REVERSE_SLOW)..(-MIN_SPEED / REVERSE_SLOW)),
    }
}

impl Transform {
    fn generate<R: Rng>(rng: &mut R, entity_type: EntityType) -> Self {
        const RANGE: f32 = 750.0;
        Transform {
            altitude: altitude(rng, entity_type),
            angle: rng.r#gen(),
            position: (rng.gen_range(-RANGE..RANGE), rng.gen_range(-RANGE..RANGE)),
            velocity: velocity(rng),
        }
    }
}

impl Guidance {
    fn generate<R: Rng>(rng: &mut R, entity_type: EntityType) -> Self {
        Guidance {
            angle: rng.r#gen(),
            submerge: submerge(rng, entity_type),
            velocity: velocity(rng),
        }
    }
}

impl Contact {
    fn generate<R: Rng>(rng: &mut R, player_count: u16) -> Self {
        let entity_count = u32::from(player_count) * 20;
        let entity_type = EntityType::generate(rng);
        let is_visible = rng.gen_bool(0.7);
        Contact {
            damage: if is_visible && rng.gen_bool(0.6) { 0 } else { rng.gen_range(0..200) },
            entity_id: rng.gen_range(0..entity_count),
            entity_type: is_visible.then_some(entity_type),
            guidance: Guidance::generate(rng, entity_type),
            player_id: is_visible.then(|| rng.gen_range(0..player_count)),
            reloads: if is_visible {
                let p: f64 = rng.gen_range(0.0..1.0);
                (0..entity_type.weapon_count()).map(|_| rng.gen_bool(p)).collect()
            } else {
                Vec::new()
            },
            transform: Transform::generate(rng, entity_type),
            turret_angles: if is_visible {
                let base_angle: u16 = rng.r#gen();
                (0..entity_type.turret_count())
                    .map(|_| {
                        if rng.gen_bool(0.75) {
                            // Within 200 of the base, wrapping, through its `as` casts.
                            (base_angle as i16).wrapping_add(rng.gen_range(-200..200)) as u16
                        } else {
                            rng.r#gen()
                        }
                    })
                    .collect()
            } else {
                Vec::new()
            },
        }
    }
}

impl TerrainUpdate {
    fn generate<R: Rng>(rng: &mut R, radius: i8) -> Self {
        let is_new = rng.gen_bool(0.02);
        TerrainUpdate {
            chunk_id: (rng.gen_range(-radius..radius), rng.gen_range(-radius..radius)),
            data: vec(rng, if is_new { 900..1100 } else { 3..9 }),
        }
    }
}

impl Generate for Update {
    fn generate<R: Rng>(rng: &mut R) -> Self {
        // Its integer literals are `i32`s (type inference's fallback), which rand samples
        // differently from narrower types: written out, so the draws stay its draws.
        let player_count = rng.gen_range(200i32..400) as u16;
        let world_radius =
            (f32::from(player_count) * 15000.0).sqrt() + rng.gen_range(-50.0f32..50.0);
        let terrain_radius = (world_radius / 1600.0).ceil() as i8;
        Update {
            contacts: (0..rng.gen_range(20i32..40))
                .map(|_| Contact::generate(rng, player_count))
                .collect(),
            score: (rng.r#gen::<f32>().powi(4) * 5000.0) as u32 + rng.gen_range(0..50),
            world_radius,
            terrain_updates: (0..rng.gen_range(3i32..10))
                .map(|_| TerrainUpdate::generate(rng, terrain_radius))
                .collect(),
        }
    }
}
