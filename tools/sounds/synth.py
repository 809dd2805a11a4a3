#!/usr/bin/env python3
"""Synthesise the game's sounds into assets/audio/*.wav (mono, 22 050 Hz, 16-bit).

Every sound is made here from noise and sine waves, with a fixed random seed, so running this
again writes the same files. Plain Python (no numpy): run `python3 tools/sounds/synth.py`.
"""
import math
import os
import random
import struct
import wave

RATE = 22050
OUT = os.path.join(os.path.dirname(__file__), "..", "..", "assets", "audio")
rng = random.Random(1650)


def write(name, samples):
    peak = max(1e-9, max(abs(s) for s in samples))
    gain = 0.89 / peak
    path = os.path.join(OUT, name + ".wav")
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(s * gain * 32767)) for s in samples))
    print(f"{path}: {len(samples) / RATE:.2f} s")


def n(seconds):
    return int(seconds * RATE)


def noise(count):
    return [rng.uniform(-1.0, 1.0) for _ in range(count)]


def lowpass(xs, cutoff):
    """One-pole low-pass; `cutoff` in Hz, a number or a function of the sample index."""
    out, y = [], 0.0
    for i, x in enumerate(xs):
        c = cutoff(i) if callable(cutoff) else cutoff
        a = 1.0 - math.exp(-2.0 * math.pi * c / RATE)
        y += a * (x - y)
        out.append(y)
    return out


def highpass(xs, cutoff):
    low = lowpass(xs, cutoff)
    return [x - l for x, l in zip(xs, low)]


def env(count, attack, decay):
    """Fast attack, exponential decay (seconds)."""
    a = max(1, n(attack))
    return [min(1.0, i / a) * math.exp(-i / (decay * RATE)) for i in range(count)]


def mix(*tracks):
    size = max(len(t) for t in tracks)
    return [sum(t[i] for t in tracks if i < len(t)) for i in range(size)]


def looped(xs, fade):
    """Cross-fade the end into the start so the sound loops without a click."""
    f = n(fade)
    body = xs[: len(xs) - f]
    for i in range(f):
        t = i / f
        body[i] = body[i] * t + xs[len(xs) - f + i] * (1.0 - t)
    return body


def ambience():
    # The sea: brown-ish noise swelling like waves; wind: a thin band of noise drifting.
    size = n(7.0)
    sea = lowpass(noise(size), 420.0)
    swell = [0.55 + 0.45 * math.sin(2 * math.pi * i / n(3.5)) ** 2 for i in range(size)]
    wind = highpass(lowpass(noise(size), lambda i: 900 + 500 * math.sin(i / RATE * 0.9)), 500)
    gust = [0.25 + 0.2 * math.sin(2 * math.pi * i / n(7.0) + 1.0) for i in range(size)]
    return looped([s * w + 0.5 * v * g for s, w, v, g in zip(sea, swell, wind, gust)], 1.0)


def sail():
    size = n(0.55)
    flutter = [0.6 + 0.4 * math.sin(2 * math.pi * 19 * i / RATE) for i in range(size)]
    body = highpass(lowpass(noise(size), 2500), 300)
    e = env(size, 0.05, 0.18)
    return [b * f * v for b, f, v in zip(body, flutter, e)]


def cannon():
    size = n(1.1)
    boom = []
    phase = 0.0
    for i in range(size):
        f = 40 + 70 * math.exp(-i / n(0.08))
        phase += 2 * math.pi * f / RATE
        boom.append(math.sin(phase))
    blast = lowpass(noise(size), lambda i: 200 + 3000 * math.exp(-i / n(0.05)))
    return [(0.9 * b + 1.2 * s) * v for b, s, v in zip(boom, blast, env(size, 0.002, 0.25))]


def hit():
    size = n(0.4)
    crack = highpass(noise(size), 1200)
    thud = [math.sin(2 * math.pi * 170 * i / RATE) for i in range(size)]
    return mix(
        [c * v for c, v in zip(crack, env(size, 0.001, 0.03))],
        [t * v for t, v in zip(thud, env(size, 0.002, 0.09))],
    )


def splash():
    size = n(0.8)
    water = lowpass(noise(size), lambda i: 600 + 3000 * math.sin(math.pi * min(1.0, i / n(0.7))))
    return [w * v for w, v in zip(water, env(size, 0.04, 0.22))]


def dice():
    size = n(0.6)
    out = [0.0] * size
    t = 0
    for k in range(6):
        t += n(rng.uniform(0.04, 0.11))
        click = highpass(noise(n(0.012)), 1800)
        level = 1.0 - k * 0.12
        for i, c in enumerate(click):
            if t + i < size:
                out[t + i] += c * level * math.exp(-i / n(0.004))
    return out


def coins():
    size = n(0.7)
    out = [0.0] * size
    for k, start in enumerate((0.0, 0.09, 0.2)):
        s0 = n(start)
        base = 2100 + 260 * k
        for i in range(size - s0):
            tt = i / RATE
            ring = sum(
                a * math.sin(2 * math.pi * base * r * tt)
                for a, r in ((1.0, 1.0), (0.6, 1.59), (0.35, 2.48))
            )
            out[s0 + i] += ring * math.exp(-tt / 0.09)
    return out


def bell():
    size = n(1.6)
    f = 660.0
    return [
        sum(a * math.sin(2 * math.pi * f * r * i / RATE) for a, r in ((1.0, 1.0), (0.5, 2.76), (0.25, 5.4)))
        * math.exp(-i / n(0.45))
        for i in range(size)
    ]


def fanfare():
    out = []
    notes = ((523.25, 0.16), (659.25, 0.16), (783.99, 0.16), (1046.5, 0.7))
    for f, length in notes:
        size = n(length)
        e = env(size, 0.015, length * 0.9)
        tone = []
        for i in range(size):
            tt = i / RATE
            vib = 1 + 0.006 * math.sin(2 * math.pi * 5.5 * tt)
            tone.append(sum(math.sin(2 * math.pi * f * vib * h * tt) / h for h in (1, 2, 3, 4, 5)))
        out.extend(t * v for t, v in zip(tone, e))
    return lowpass(out, 3500)


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    for name, make in (
        ("ambience", ambience),
        ("sail", sail),
        ("cannon", cannon),
        ("hit", hit),
        ("splash", splash),
        ("dice", dice),
        ("coins", coins),
        ("bell", bell),
        ("fanfare", fanfare),
    ):
        write(name, make())
