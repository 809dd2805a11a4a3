//! The game's sounds, made from noise and sine waves when the game starts (mono, 22 050 Hz,
//! 16-bit, as WAV bytes for Bevy's decoder): no sound file is shipped, so the browser build
//! carries a few kilobytes of code instead of half a megabyte of audio. A fixed seed makes
//! the same sounds every time.

use super::Effect;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::f32::consts::PI;

const RATE: u32 = 22_050;

/// Samples in `seconds`.
fn n(seconds: f32) -> usize {
    (seconds * RATE as f32) as usize
}

/// The noise source every sound draws from, seeded per sound so each is the same alone.
struct Noise(ChaCha8Rng);

impl Noise {
    fn new(seed: u64) -> Noise {
        Noise(ChaCha8Rng::seed_from_u64(seed))
    }

    fn take(&mut self, count: usize) -> Vec<f32> {
        (0..count).map(|_| self.0.random_range(-1.0..1.0)).collect()
    }

    fn uniform(&mut self, lo: f32, hi: f32) -> f32 {
        self.0.random_range(lo..hi)
    }
}

/// One-pole low-pass; `cutoff(i)` in Hz at sample `i`.
fn lowpass(xs: &[f32], cutoff: impl Fn(usize) -> f32) -> Vec<f32> {
    let mut y = 0.0;
    xs.iter()
        .enumerate()
        .map(|(i, x)| {
            let a = 1.0 - (-2.0 * PI * cutoff(i) / RATE as f32).exp();
            y += a * (x - y);
            y
        })
        .collect()
}

fn highpass(xs: &[f32], cutoff: impl Fn(usize) -> f32) -> Vec<f32> {
    let low = lowpass(xs, cutoff);
    xs.iter().zip(low).map(|(x, l)| x - l).collect()
}

/// Fast attack, exponential decay (seconds).
fn env(count: usize, attack: f32, decay: f32) -> Vec<f32> {
    let a = n(attack).max(1) as f32;
    (0..count)
        .map(|i| (i as f32 / a).min(1.0) * (-(i as f32) / (decay * RATE as f32)).exp())
        .collect()
}

/// Cross-fade the end into the start so the sound loops without a click.
fn looped(xs: &[f32], fade: f32) -> Vec<f32> {
    let f = n(fade);
    let mut body = xs[..xs.len() - f].to_vec();
    for (i, b) in body.iter_mut().take(f).enumerate() {
        let t = i as f32 / f as f32;
        *b = *b * t + xs[xs.len() - f + i] * (1.0 - t);
    }
    body
}

fn times(a: &[f32], b: &[f32]) -> Vec<f32> {
    a.iter().zip(b).map(|(x, y)| x * y).collect()
}

/// The sea: brown-ish noise swelling like waves; wind: a thin band of noise drifting.
pub fn ambience() -> Vec<f32> {
    let mut rng = Noise::new(1);
    let size = n(7.0);
    let sea = lowpass(&rng.take(size), |_| 420.0);
    let wind = highpass(
        &lowpass(&rng.take(size), |i| {
            900.0 + 500.0 * (i as f32 / RATE as f32 * 0.9).sin()
        }),
        |_| 500.0,
    );
    let (wave, gusts) = (n(3.5) as f32, n(7.0) as f32);
    let mixed: Vec<f32> = (0..size)
        .map(|i| {
            let swell = 0.55 + 0.45 * (2.0 * PI * i as f32 / wave).sin().powi(2);
            let gust = 0.25 + 0.2 * (2.0 * PI * i as f32 / gusts + 1.0).sin();
            sea[i] * swell + 0.5 * wind[i] * gust
        })
        .collect();
    looped(&mixed, 1.0)
}

fn sail() -> Vec<f32> {
    let mut rng = Noise::new(2);
    let size = n(0.55);
    let body = highpass(&lowpass(&rng.take(size), |_| 2500.0), |_| 300.0);
    let e = env(size, 0.05, 0.18);
    (0..size)
        .map(|i| {
            let flutter = 0.6 + 0.4 * (2.0 * PI * 19.0 * i as f32 / RATE as f32).sin();
            body[i] * flutter * e[i]
        })
        .collect()
}

fn cannon() -> Vec<f32> {
    let mut rng = Noise::new(3);
    let size = n(1.1);
    let mut phase = 0.0f32;
    let boom: Vec<f32> = (0..size)
        .map(|i| {
            let f = 40.0 + 70.0 * (-(i as f32) / n(0.08) as f32).exp();
            phase += 2.0 * PI * f / RATE as f32;
            phase.sin()
        })
        .collect();
    let blast = lowpass(&rng.take(size), |i| {
        200.0 + 3000.0 * (-(i as f32) / n(0.05) as f32).exp()
    });
    let e = env(size, 0.002, 0.25);
    (0..size)
        .map(|i| (0.9 * boom[i] + 1.2 * blast[i]) * e[i])
        .collect()
}

fn hit() -> Vec<f32> {
    let mut rng = Noise::new(4);
    let size = n(0.4);
    let crack = times(
        &highpass(&rng.take(size), |_| 1200.0),
        &env(size, 0.001, 0.03),
    );
    let thud_env = env(size, 0.002, 0.09);
    (0..size)
        .map(|i| crack[i] + (2.0 * PI * 170.0 * i as f32 / RATE as f32).sin() * thud_env[i])
        .collect()
}

fn splash() -> Vec<f32> {
    let mut rng = Noise::new(5);
    let size = n(0.8);
    let water = lowpass(&rng.take(size), |i| {
        600.0 + 3000.0 * (PI * (i as f32 / n(0.7) as f32).min(1.0)).sin()
    });
    times(&water, &env(size, 0.04, 0.22))
}

fn dice() -> Vec<f32> {
    let mut rng = Noise::new(6);
    let size = n(0.6);
    let mut out = vec![0.0; size];
    let mut t = 0;
    for k in 0..6 {
        t += n(rng.uniform(0.04, 0.11));
        let click = highpass(&rng.take(n(0.012)), |_| 1800.0);
        let level = 1.0 - k as f32 * 0.12;
        for (i, c) in click.iter().enumerate() {
            if t + i < size {
                out[t + i] += c * level * (-(i as f32) / n(0.004) as f32).exp();
            }
        }
    }
    out
}

/// A sum of sine partials, (amplitude, ratio) each, of `f` at time `t`.
fn partials(f: f32, t: f32, parts: &[(f32, f32)]) -> f32 {
    parts
        .iter()
        .map(|(a, r)| a * (2.0 * PI * f * r * t).sin())
        .sum()
}

fn coins() -> Vec<f32> {
    let size = n(0.7);
    let mut out = vec![0.0; size];
    for (k, start) in [0.0, 0.09, 0.2].into_iter().enumerate() {
        let s0 = n(start);
        let base = 2100.0 + 260.0 * k as f32;
        for i in 0..size - s0 {
            let t = i as f32 / RATE as f32;
            let ring = partials(base, t, &[(1.0, 1.0), (0.6, 1.59), (0.35, 2.48)]);
            out[s0 + i] += ring * (-t / 0.09).exp();
        }
    }
    out
}

fn bell() -> Vec<f32> {
    let decay = n(0.45) as f32;
    (0..n(1.6))
        .map(|i| {
            let t = i as f32 / RATE as f32;
            partials(660.0, t, &[(1.0, 1.0), (0.5, 2.76), (0.25, 5.4)])
                * (-(i as f32) / decay).exp()
        })
        .collect()
}

fn fanfare() -> Vec<f32> {
    let mut out = Vec::new();
    for (f, length) in [
        (523.25, 0.16),
        (659.25, 0.16),
        (783.99, 0.16),
        (1046.5, 0.7),
    ] {
        let size = n(length);
        let e = env(size, 0.015, length * 0.9);
        out.extend((0..size).map(|i| {
            let t = i as f32 / RATE as f32;
            let vib = 1.0 + 0.006 * (2.0 * PI * 5.5 * t).sin();
            let tone: f32 = (1..=5)
                .map(|h| (2.0 * PI * f * vib * h as f32 * t).sin() / h as f32)
                .sum();
            tone * e[i]
        }));
    }
    lowpass(&out, |_| 3500.0)
}

/// An effect's samples.
pub fn effect(e: Effect) -> Vec<f32> {
    match e {
        Effect::Sail => sail(),
        Effect::Cannon => cannon(),
        Effect::Hit => hit(),
        Effect::Splash => splash(),
        Effect::Dice => dice(),
        Effect::Coins => coins(),
        Effect::Bell => bell(),
        Effect::Fanfare => fanfare(),
    }
}

/// Samples as a WAV file (normalised to 0.89 of full scale, mono, 16-bit).
pub fn wav(samples: &[f32]) -> Vec<u8> {
    let peak = samples.iter().fold(1e-9f32, |m, s| m.max(s.abs()));
    let gain = 0.89 / peak;
    let data = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&RATE.to_le_bytes());
    out.extend_from_slice(&(RATE * 2).to_le_bytes()); // bytes a second
    out.extend_from_slice(&2u16.to_le_bytes()); // bytes a frame
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&((s * gain * 32767.0) as i16).to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    // Table comforts (issue: sound): every sound is made, as long as it was designed, loud
    // enough to hear and never clipping, and the same every time.
    #[test]
    fn every_sound_is_made_the_same_every_time() {
        let lengths = [
            (Effect::Sail, 0.55),
            (Effect::Cannon, 1.1),
            (Effect::Hit, 0.4),
            (Effect::Splash, 0.8),
            (Effect::Dice, 0.6),
            (Effect::Coins, 0.7),
            (Effect::Bell, 1.6),
            (Effect::Fanfare, 1.18),
        ];
        for (e, seconds) in lengths {
            let s = effect(e);
            let off = s.len().abs_diff(n(seconds));
            assert!(off <= 4, "{e:?}: {} samples", s.len());
            assert!(s.iter().all(|x| x.is_finite()), "{e:?}");
            let bytes = wav(&s);
            assert_eq!(bytes.len(), 44 + 2 * s.len());
            let loudest = bytes[44..]
                .chunks(2)
                .map(|c| i16::from_le_bytes([c[0], c[1]]).unsigned_abs())
                .max()
                .unwrap();
            assert!((28_000..=29_200).contains(&loudest), "{e:?}: {loudest}");
            assert_eq!(
                bytes,
                wav(&effect(e)),
                "{e:?} differs from one making to the next"
            );
        }
        // The sea loops: 7 s less the 1 s faded into its start.
        assert_eq!(ambience().len(), n(7.0) - n(1.0));
    }
}
