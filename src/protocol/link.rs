//! Invite links: `http://HOST/GAME/#table=ID&token=T` names the server, the game's page (each
//! game is its own browser build, `scripts/web.sh`), the table and a seat's token (after `#`,
//! so it never reaches a request log). The path is the browser's alone: the desktop reads
//! the host and the fragment.

/// Where to connect and as whom: from an invite link `http://HOST/#table=ID&token=T`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The WebSocket's address, `ws://HOST/ws`.
    pub ws: String,
    pub table: String,
    pub token: String,
}

impl Link {
    /// Read an invite link; `token` (from `--token`) stands in for or overrides the link's.
    pub fn parse(link: &str, token: Option<&str>) -> Result<Link, String> {
        let bad = |why: &str| format!("\"{link}\" is not an invite link ({why})");
        let (scheme, rest) = link
            .split_once("://")
            .ok_or_else(|| bad("it has no http:// or ws://"))?;
        let ws_scheme = match scheme {
            "http" | "ws" => "ws",
            "https" | "wss" => "wss",
            _ => return Err(bad("it is not http, https, ws or wss")),
        };
        let (before, fragment) = rest.split_once('#').unwrap_or((rest, ""));
        let host = before.split(['/', '?']).next().unwrap_or_default();
        if host.is_empty() {
            return Err(bad("it names no host"));
        }
        let mut table = None;
        let mut found_token = None;
        for pair in fragment.split('&') {
            match pair.split_once('=') {
                Some(("table", v)) => table = Some(v.to_string()),
                Some(("token", v)) => found_token = Some(v.to_string()),
                _ => {}
            }
        }
        Ok(Link {
            ws: format!("{ws_scheme}://{host}/ws"),
            table: table.ok_or_else(|| bad("it has no #table=…"))?,
            token: token
                .map(str::to_string)
                .or(found_token)
                .ok_or_else(|| bad("it has no token=…, and no --token was given"))?,
        })
    }

    /// The game an invite link names by its folder (`http://HOST/GAME/#…`), if it names one
    /// (a WebSocket address or a code alone does not).
    pub fn game_in(link: &str) -> Option<&str> {
        let (_, rest) = link.trim().split_once("://")?;
        let before = rest.split(['#', '?']).next().unwrap_or_default();
        let mut parts = before.split('/').skip(1).filter(|p| !p.is_empty());
        parts.next().filter(|g| *g != "ws")
    }

    /// The invite link for `token` at table `table` of the game `game` (its short name: the
    /// folder of its browser build) on `host` (`HOST:PORT`).
    pub fn invite(host: &str, game: &str, table: &str, token: &str) -> String {
        format!("http://{host}/{game}/#table={table}&token={token}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Issue 28: an invite link names the server, the table and the seat's token.
    #[test]
    fn an_invite_link_reads_back_into_its_parts() {
        let link = Link::invite("127.0.0.1:7777", "mm", "00ff", "abc");
        assert_eq!(link, "http://127.0.0.1:7777/mm/#table=00ff&token=abc");
        assert_eq!(
            Link::parse(&link, None),
            Ok(Link {
                ws: "ws://127.0.0.1:7777/ws".into(),
                table: "00ff".into(),
                token: "abc".into()
            })
        );
        assert_eq!(
            Link::parse("https://sea.example/#table=1", Some("t"))
                .unwrap()
                .ws,
            "wss://sea.example/ws"
        );
        // Many games, one engine (issue 73): the link's folder names the table's game.
        assert_eq!(Link::game_in(&link), Some("mm"));
        assert_eq!(
            Link::game_in("https://sea.example/bb/?x#table=1"),
            Some("bb")
        );
        assert_eq!(Link::game_in("http://sea.example/#table=1&token=2"), None);
        assert_eq!(Link::game_in("ws://sea.example/ws"), None);
        assert_eq!(Link::game_in("table=1&token=2"), None);
        for bad in [
            "sea.example/#table=1&token=2",
            "ftp://sea.example/#table=1&token=2",
            "http:///#table=1&token=2",
            "http://sea.example/#token=2",
            "http://sea.example/#table=1",
        ] {
            assert!(Link::parse(bad, None).is_err(), "{bad}");
        }
    }
}
