//! The SMTP connection (`kohle serve --smtp URL --mail-from ADDRESS`, `--smtp-ca`) and the
//! retry schedule; what is sent and when is `crate::mail`.

use lettre::message::Mailbox;
use lettre::{AsyncSmtpTransport, Tokio1Executor};
use std::time::Duration;

/// Attempts before a mail is given up.
pub const MAX_ATTEMPTS: i64 = 12;
/// The longest wait between two attempts.
const MAX_BACKOFF_MS: i64 = 3600 * 1000;

/// The SMTP connection and the sender's address.
pub struct Mailer {
    pub(crate) transport: AsyncSmtpTransport<Tokio1Executor>,
    pub(crate) from: Mailbox,
    /// The first retry's wait; each further one waits twice as long (at most an hour).
    pub retry_base_ms: i64,
    pub(crate) wake: tokio::sync::Notify,
}

impl Mailer {
    /// `url`: `smtp://user:pass@host:port?tls=required` (STARTTLS), `smtps://…` (TLS), or
    /// plain `smtp://host:port` (a local relay). `ca`: a certificate (PEM) to trust for the
    /// mail server besides the usual roots (a private relay).
    pub fn new(
        url: &str,
        from: &str,
        retry_base_ms: i64,
        ca: Option<&std::path::Path>,
    ) -> anyhow::Result<Mailer> {
        use lettre::transport::smtp::client::{Certificate, Tls, TlsParameters};
        let mut builder = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
            .map_err(|e| anyhow::anyhow!("--smtp: {e}"))?
            .timeout(Some(Duration::from_secs(30)));
        if let Some(ca) = ca {
            let parsed = url::Url::parse(url).map_err(|e| anyhow::anyhow!("--smtp: {e}"))?;
            let host = parsed
                .host_str()
                .ok_or_else(|| anyhow::anyhow!("--smtp: no host"))?
                .to_string();
            let pem = std::fs::read(ca)
                .map_err(|e| anyhow::anyhow!("--smtp-ca {}: {e}", ca.display()))?;
            let params = TlsParameters::builder(host)
                .add_root_certificate(
                    Certificate::from_pem(&pem)
                        .map_err(|e| anyhow::anyhow!("--smtp-ca {}: {e}", ca.display()))?,
                )
                .build_rustls()
                .map_err(|e| anyhow::anyhow!("--smtp-ca: {e}"))?;
            let tls = parsed
                .query_pairs()
                .find(|(k, _)| k == "tls")
                .map(|(_, v)| v.to_string());
            builder = builder.tls(match (parsed.scheme(), tls.as_deref()) {
                ("smtps", _) => Tls::Wrapper(params),
                (_, Some("required")) => Tls::Required(params),
                (_, Some("opportunistic")) => Tls::Opportunistic(params),
                _ => {
                    anyhow::bail!("--smtp-ca is for smtps:// or ?tls=required / ?tls=opportunistic")
                }
            });
        }
        let transport = builder.build();
        let from: Mailbox = from
            .parse()
            .map_err(|e| anyhow::anyhow!("--mail-from `{from}`: {e}"))?;
        Ok(Mailer {
            transport,
            from,
            retry_base_ms: retry_base_ms.max(1),
            wake: tokio::sync::Notify::new(),
        })
    }

    /// How long to wait before attempt `attempts + 1`.
    pub fn backoff(&self, attempts: i64) -> i64 {
        let shift = attempts.clamp(0, 20) as u32;
        self.retry_base_ms
            .saturating_mul(1i64 << shift)
            .min(MAX_BACKOFF_MS)
    }
}
