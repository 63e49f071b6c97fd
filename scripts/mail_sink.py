"""A mail sink for kohle's tests: a real SMTP server (aiosmtpd) on 127.0.0.1 that keeps every
message it accepts as a file, to be read back by the tests.

    python mail_sink.py DIR [--refuse N] [--starttls CERT KEY]

Prints `PORT` on stdout once it listens (a free port), then runs until killed. Each accepted
message is written to DIR/NNNNNN.eml (the raw message) and DIR/NNNNNN.json (envelope, decoded
subject, headers and text, whether it came over TLS and authenticated). With `--refuse N` the first N messages are refused with `451` (try again later), to test
retries. With `--starttls` the server offers STARTTLS and requires it before AUTH/MAIL.
"""
import argparse
import asyncio
import email
import email.policy
import json
import os
import socket
import ssl
import sys

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword


class Sink:
    def __init__(self, directory, refuse):
        self.directory = directory
        self.refuse = refuse
        self.count = 0

    async def handle_DATA(self, server, session, envelope):
        if self.refuse > 0:
            self.refuse -= 1
            return "451 4.3.0 try again later (the test sink refuses this one)"
        self.count += 1
        base = os.path.join(self.directory, f"{self.count:06d}")
        with open(base + ".eml.tmp", "wb") as f:
            f.write(envelope.original_content or envelope.content)
        raw = envelope.original_content or envelope.content
        msg = email.message_from_bytes(raw, policy=email.policy.default)
        body = msg.get_body(preferencelist=("plain",))
        with open(base + ".json.tmp", "w") as f:
            json.dump(
                {
                    "from": envelope.mail_from,
                    "to": envelope.rcpt_tos,
                    "subject": str(msg["Subject"]),
                    "headers": {k: str(v) for k, v in msg.items()},
                    "body": body.get_content() if body is not None else "",
                    "tls": session.ssl is not None,
                    "auth": session.authenticated,
                },
                f,
                ensure_ascii=False,
            )
        os.rename(base + ".json.tmp", base + ".json")
        os.rename(base + ".eml.tmp", base + ".eml")
        return "250 OK"


def authenticate(server, session, envelope, mechanism, auth_data):
    ok = isinstance(auth_data, LoginPassword) and auth_data.login == b"kohle" and auth_data.password == b"secret"
    return AuthResult(success=ok)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("dir")
    p.add_argument("--refuse", type=int, default=0)
    p.add_argument("--starttls", nargs=2, metavar=("CERT", "KEY"))
    p.add_argument("--port", type=int, default=0)
    a = p.parse_args()
    os.makedirs(a.dir, exist_ok=True)
    port = a.port or free_port()
    kwargs = {}
    if a.starttls:
        ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        ctx.load_cert_chain(a.starttls[0], a.starttls[1])
        kwargs = dict(
            tls_context=ctx,
            require_starttls=True,
            authenticator=authenticate,
            auth_required=True,
        )
    controller = Controller(Sink(a.dir, a.refuse), hostname="127.0.0.1", port=port, **kwargs)
    controller.start()
    print(port, flush=True)
    try:
        asyncio.run(asyncio.Event().wait())
    finally:
        controller.stop()


if __name__ == "__main__":
    sys.exit(main())
