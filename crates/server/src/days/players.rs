//! Persons: a display name, an optional e-mail address, their games (My games). No
//! passwords: a person has a **player key** that their browser keeps, and gets a new one on
//! another device from a **sign-in link** sent by e-mail. Keys and sign-in links are 256 random
//! bits stored only as SHA-256 (as invite tokens are).
//!
//! A seat joins a person's games when the creator takes it as their own (`"me": true`) or when
//! the person opens its invite and adds it (`POST /api/games/{id}/attach`); the key then opens
//! the seat like its invite (which keeps working). A person's address, key and games are only
//! ever shown to that person (`GET /api/me`).

use crate::clock::now_ms;
use crate::db::{with_pool, with_read_pool, Db};
use crate::error::ApiError;
use crate::token;
use engine::Seat;
use present::Lang;
use serde::{Deserialize, Serialize};
use sqlx::Row;
use utoipa::ToSchema;

/// How long a sign-in link works.
pub const SIGN_IN_MS: i64 = 3600 * 1000;

/// A person.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub id: String,
    pub name: String,
    pub email: Option<String>,
    pub lang: Lang,
}

/// A person as shown to themselves.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct PlayerOut {
    pub name: String,
    /// Their address for mail (`null`: none).
    pub email: Option<String>,
    /// The language of their mail.
    pub lang: String,
}

impl From<&Player> for PlayerOut {
    fn from(p: &Player) -> Self {
        PlayerOut {
            name: p.name.clone(),
            email: p.email.clone(),
            lang: p.lang.code().to_string(),
        }
    }
}

/// A new person, or changes to one's profile.
#[derive(Clone, Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerRequest {
    /// A display name (1 to 40 characters).
    #[serde(default)]
    pub name: Option<String>,
    /// An address for mail; `""` removes it.
    #[serde(default)]
    pub email: Option<String>,
    /// `en`, `de`, `pl`, `es`, `hu` or `ru`.
    #[serde(default)]
    pub lang: Option<String>,
}

/// A person's key (shown once: the server keeps only its hash) and profile.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct KeyOut {
    /// The player key: send it as `Authorization: Bearer KEY` to `/api/me`, or as a game's
    /// token to open the seats it joined.
    pub key: String,
    pub player: PlayerOut,
}

/// A checked display name.
pub fn check_name(field: &str, name: &str) -> Result<String, ApiError> {
    let name = name.trim();
    let n = name.chars().count();
    if n == 0 || n > 40 || name.chars().any(char::is_control) {
        return Err(ApiError::bad_request(format!(
            "`{field}`: a name has 1 to 40 characters and no control characters"
        )));
    }
    Ok(name.to_string())
}

fn lang_of(code: &str) -> Lang {
    code.parse().unwrap_or(Lang::En)
}

macro_rules! player_row {
    ($r:expr) => {{
        let r = $r;
        let lang: String = r.try_get("lang")?;
        Player {
            id: r.try_get("id")?,
            name: r.try_get("name")?,
            email: r.try_get("email")?,
            lang: lang_of(&lang),
        }
    }};
}

/// Stores a new person and their first key.
pub async fn create(
    db: &Db,
    name: &str,
    email: Option<&str>,
    lang: Lang,
) -> sqlx::Result<(Player, String)> {
    let player = Player {
        id: token::new_game_id(),
        name: name.to_string(),
        email: email.map(str::to_string),
        lang,
    };
    let key = token::new_token();
    with_pool!(db, p => {
        let mut tx = p.begin().await?;
        sqlx::query("INSERT INTO players (id, name, email, lang, created) VALUES ($1, $2, $3, $4, $5)")
            .bind(&player.id)
            .bind(&player.name)
            .bind(&player.email)
            .bind(player.lang.code())
            .bind(now_ms())
            .execute(&mut *tx)
            .await?;
        sqlx::query("INSERT INTO player_keys (hash, player_id, created) VALUES ($1, $2, $3)")
            .bind(token::hash(&key))
            .bind(&player.id)
            .bind(now_ms())
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
    });
    Ok((player, key))
}

/// A new key for a person (another device).
pub async fn add_key(db: &Db, player_id: &str) -> sqlx::Result<String> {
    let key = token::new_token();
    with_pool!(db, p => {
        sqlx::query("INSERT INTO player_keys (hash, player_id, created) VALUES ($1, $2, $3)")
            .bind(token::hash(&key))
            .bind(player_id)
            .bind(now_ms())
            .execute(p)
            .await?;
    });
    Ok(key)
}

/// The person of a key.
pub async fn by_key(db: &Db, key: &str) -> sqlx::Result<Option<Player>> {
    if key.is_empty() || key.len() > 256 {
        return Ok(None);
    }
    with_read_pool!(db, p => {
        let r = sqlx::query(
            "SELECT p.id, p.name, p.email, p.lang FROM player_keys k \
             JOIN players p ON p.id = k.player_id WHERE k.hash = $1",
        )
        .bind(token::hash(key))
        .fetch_optional(p)
        .await?;
        Ok(match r {
            Some(r) => Some(player_row!(&r)),
            None => None,
        })
    })
}

/// A person by id.
pub async fn by_id(db: &Db, id: &str) -> sqlx::Result<Option<Player>> {
    with_read_pool!(db, p => {
        let r = sqlx::query("SELECT id, name, email, lang FROM players WHERE id = $1")
            .bind(id)
            .fetch_optional(p)
            .await?;
        Ok(match r {
            Some(r) => Some(player_row!(&r)),
            None => None,
        })
    })
}

/// The persons with an address (the newest first).
pub async fn by_email(db: &Db, email: &str) -> sqlx::Result<Vec<Player>> {
    with_read_pool!(db, p => {
        let rows = sqlx::query(
            "SELECT id, name, email, lang FROM players WHERE email = $1 ORDER BY created DESC",
        )
        .bind(email)
        .fetch_all(p)
        .await?;
        let mut out = Vec::new();
        for r in &rows {
            out.push(player_row!(r));
        }
        Ok(out)
    })
}

pub async fn update(db: &Db, p: &Player) -> sqlx::Result<()> {
    with_pool!(db, pool => {
        sqlx::query("UPDATE players SET name = $2, email = $3, lang = $4 WHERE id = $1")
            .bind(&p.id)
            .bind(&p.name)
            .bind(&p.email)
            .bind(p.lang.code())
            .execute(pool)
            .await?;
    });
    Ok(())
}

/// A new sign-in link's token for a person (its hash stored, valid for an hour, once).
pub async fn new_sign_in(db: &Db, player_id: &str) -> sqlx::Result<String> {
    let t = token::new_token();
    with_pool!(db, p => {
        sqlx::query("INSERT INTO sign_in_tokens (hash, player_id, expires) VALUES ($1, $2, $3)")
            .bind(token::hash(&t))
            .bind(player_id)
            .bind(now_ms() + SIGN_IN_MS)
            .execute(p)
            .await?;
    });
    Ok(t)
}

/// Uses a sign-in link: its person, if it is valid (unused, not expired); then it is used.
pub async fn use_sign_in(db: &Db, t: &str) -> sqlx::Result<Option<String>> {
    if t.is_empty() || t.len() > 256 {
        return Ok(None);
    }
    let now = now_ms();
    with_pool!(db, p => {
        let r = sqlx::query(
            "UPDATE sign_in_tokens SET used = $2 WHERE hash = $1 AND used IS NULL \
             AND expires > $2 RETURNING player_id",
        )
        .bind(token::hash(t))
        .bind(now)
        .fetch_optional(p)
        .await?;
        match r {
            Some(r) => Ok(Some(r.try_get("player_id")?)),
            None => Ok(None),
        }
    })
}

/// The seat a person took in a game.
pub async fn seat_in(db: &Db, game_id: &str, player_id: &str) -> sqlx::Result<Option<Seat>> {
    with_read_pool!(db, p => {
        let r = sqlx::query("SELECT seat FROM seat_players WHERE game_id = $1 AND player_id = $2")
            .bind(game_id)
            .bind(player_id)
            .fetch_optional(p)
            .await?;
        match r {
            Some(r) => Ok(u8::try_from(r.try_get::<i64, _>("seat")?).ok()),
            None => Ok(None),
        }
    })
}

/// The person who took a seat.
pub async fn player_of_seat(db: &Db, game_id: &str, seat: Seat) -> sqlx::Result<Option<String>> {
    with_read_pool!(db, p => {
        let r = sqlx::query("SELECT player_id FROM seat_players WHERE game_id = $1 AND seat = $2")
            .bind(game_id)
            .bind(seat as i64)
            .fetch_optional(p)
            .await?;
        match r {
            Some(r) => Ok(Some(r.try_get("player_id")?)),
            None => Ok(None),
        }
    })
}

/// A person's seats, newest games first.
pub async fn seats_of(db: &Db, player_id: &str) -> sqlx::Result<Vec<(String, Seat)>> {
    with_read_pool!(db, p => {
        let rows = sqlx::query(
            "SELECT sp.game_id, sp.seat FROM seat_players sp JOIN games g ON g.id = sp.game_id \
             WHERE sp.player_id = $1 ORDER BY g.created DESC, g.id LIMIT 200",
        )
        .bind(player_id)
        .fetch_all(p)
        .await?;
        let mut out = Vec::new();
        for r in &rows {
            let seat: i64 = r.try_get("seat")?;
            out.push((r.try_get("game_id")?, seat as Seat));
        }
        Ok(out)
    })
}

/// Why a seat could not join a person's games.
#[derive(Debug)]
pub enum AttachError {
    /// Another person took the seat.
    Taken,
    /// The person has another seat in this game.
    OtherSeat,
    Db(sqlx::Error),
}

/// Adds a seat to a person's games (nothing when it is theirs already).
pub async fn attach(
    db: &Db,
    game_id: &str,
    seat: Seat,
    player_id: &str,
) -> Result<(), AttachError> {
    match player_of_seat(db, game_id, seat)
        .await
        .map_err(AttachError::Db)?
    {
        Some(p) if p == player_id => return Ok(()),
        Some(_) => return Err(AttachError::Taken),
        None => {}
    }
    if seat_in(db, game_id, player_id)
        .await
        .map_err(AttachError::Db)?
        .is_some()
    {
        return Err(AttachError::OtherSeat);
    }
    let r: sqlx::Result<()> = async {
        with_pool!(db, p => {
            sqlx::query("INSERT INTO seat_players (game_id, seat, player_id) VALUES ($1, $2, $3)")
                .bind(game_id)
                .bind(seat as i64)
                .bind(player_id)
                .execute(p)
                .await?;
        });
        Ok(())
    }
    .await;
    match r {
        Ok(()) => Ok(()),
        Err(sqlx::Error::Database(d)) if d.is_unique_violation() => Err(AttachError::Taken),
        Err(e) => Err(AttachError::Db(e)),
    }
}

/// Where a seat's mail goes and the languages that may decide it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contact {
    pub address: String,
    /// The seat's own language (given with its address, at creation or at the invite).
    pub seat_lang: Option<Lang>,
    /// The language of the profile of the person who took the seat into their games.
    pub profile_lang: Option<Lang>,
}

impl Contact {
    /// The language of the seat's mail: the seat's own (`creation`: the one the creator chose
    /// for it), else its person's profile's, else the creator's.
    pub fn lang(&self, creation: Option<Lang>, creator: Option<Lang>) -> Lang {
        self.seat_lang
            .or(creation)
            .or(self.profile_lang)
            .or(creator)
            .unwrap_or(Lang::En)
    }
}

/// Where a seat's mail goes: its own address (given by the creator or at the invite), else the
/// address of the person who took it.
pub async fn contact_of(db: &Db, game_id: &str, seat: Seat) -> sqlx::Result<Option<Contact>> {
    with_read_pool!(db, p => {
        let own = sqlx::query("SELECT email, lang FROM seat_contacts WHERE game_id = $1 AND seat = $2")
            .bind(game_id)
            .bind(seat as i64)
            .fetch_optional(p)
            .await?;
        let person = sqlx::query(
            "SELECT p.email, p.lang FROM seat_players sp JOIN players p ON p.id = sp.player_id \
             WHERE sp.game_id = $1 AND sp.seat = $2",
        )
        .bind(game_id)
        .bind(seat as i64)
        .fetch_optional(p)
        .await?;
        let profile_lang = match &person {
            Some(r) => r.try_get::<String, _>("lang")?.parse().ok(),
            None => None,
        };
        if let Some(r) = own {
            let lang: String = r.try_get("lang")?;
            return Ok(Some(Contact {
                address: r.try_get("email")?,
                seat_lang: lang.parse().ok(),
                profile_lang,
            }));
        }
        match person {
            Some(r) => Ok(r.try_get::<Option<String>, _>("email")?.map(|address| Contact {
                address,
                seat_lang: None,
                profile_lang,
            })),
            None => Ok(None),
        }
    })
}

/// Sets (or, with `None`, removes) a seat's own address.
pub async fn set_contact(
    db: &Db,
    game_id: &str,
    seat: Seat,
    contact: Option<(&str, Lang)>,
) -> sqlx::Result<()> {
    with_pool!(db, p => {
        let mut tx = p.begin().await?;
        sqlx::query("DELETE FROM seat_contacts WHERE game_id = $1 AND seat = $2")
            .bind(game_id)
            .bind(seat as i64)
            .execute(&mut *tx)
            .await?;
        if let Some((email, lang)) = contact {
            sqlx::query("INSERT INTO seat_contacts (game_id, seat, email, lang) VALUES ($1, $2, $3, $4)")
                .bind(game_id)
                .bind(seat as i64)
                .bind(email)
                .bind(lang.code())
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
    });
    Ok(())
}

/// Reads a new person's or a profile's fields.
pub fn read_request(req: &PlayerRequest, mut base: Player) -> Result<Player, ApiError> {
    if let Some(n) = &req.name {
        base.name = check_name("name", n)?;
    }
    if let Some(e) = &req.email {
        base.email = if e.trim().is_empty() {
            None
        } else {
            Some(check_email("email", e)?)
        };
    }
    base.lang = check_lang("lang", req.lang.as_deref(), base.lang)?;
    Ok(base)
}

/// An e-mail address a person gave (at most 254 characters, one `@`, no spaces): checked by
/// the mail crate's parser.
pub fn check_email(field: &str, email: &str) -> Result<String, ApiError> {
    let e = email.trim();
    if e.len() > 254 || e.parse::<lettre::Address>().is_err() {
        return Err(ApiError::bad_request(format!(
            "`{field}`: not an e-mail address"
        )));
    }
    Ok(e.to_string())
}

/// A language code of the request (`field` names it in errors).
pub fn check_lang(field: &str, code: Option<&str>, default: Lang) -> Result<Lang, ApiError> {
    match code {
        None => Ok(default),
        Some(c) => c
            .parse::<Lang>()
            .map_err(|e| ApiError::bad_request(format!("`{field}`: {e}"))),
    }
}
