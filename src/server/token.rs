//! Secrets of the invite links: a seat's token is 32 random bytes; the server keeps only its
//! SHA-256, so a copy of the database opens no seat.

use sha2::{Digest, Sha256};

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn random_hex(n: usize) -> Result<String, String> {
    let mut bytes = vec![0u8; n];
    getrandom::fill(&mut bytes).map_err(|e| format!("no random bytes from the system: {e}"))?;
    Ok(hex(&bytes))
}

/// A new seat or spectator token (64 hex digits).
pub fn new_token() -> Result<String, String> {
    random_hex(32)
}

/// A new table id: public, in every link of the table (16 hex digits).
pub fn new_table_id() -> Result<String, String> {
    random_hex(8)
}

/// What the server keeps of a token.
pub fn hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// Whether `token` is the one whose hash is `kept`, compared in constant time.
pub fn opens(token: &str, kept: &str) -> bool {
    let h = hash(token);
    h.len() == kept.len()
        && h.bytes()
            .zip(kept.bytes())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    // Issue 28: the server keeps only a token's hash; the token opens its seat, nothing else does.
    #[test]
    fn a_token_opens_only_its_own_hash() {
        let t = new_token().unwrap();
        let u = new_token().unwrap();
        assert_eq!(t.len(), 64);
        assert_ne!(t, u);
        let kept = hash(&t);
        assert_ne!(kept, t);
        assert!(opens(&t, &kept));
        assert!(!opens(&u, &kept));
        assert!(!opens("", &kept));
        assert_eq!(new_table_id().unwrap().len(), 16);
    }
}
