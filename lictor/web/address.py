"""Where the served screens are reached: the URLs printed for the table and each seat."""

from __future__ import annotations

import ipaddress
import socket

from lictor.i18n import N_

LOOPBACK = ("127.0.0.1", "localhost", "::1")
EVERYWHERE = ("0.0.0.0", "::")

WARNING = N_(
    "warning: --host {host} serves every network this computer is on; anyone there who "
    "has a URL can open it: use it on a network you trust (home Wi-Fi), never a public one"
)


def lan_address() -> str:
    """This computer's address on its local network (no packet is sent), else loopback."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def shown_host(host: str) -> str:
    """The host name to print in URLs for a server bound to ``host``."""
    if host in EVERYWHERE:
        return lan_address()
    try:
        if ipaddress.ip_address(host).version == 6:
            return f"[{host}]"
    except ValueError:
        pass
    return host


def urls(base: str, tokens: dict[str, str], players: list[str]) -> dict[str, object]:
    """``{"table": URL, "admin": URL, "seats": {NAME: URL}}``."""
    return {
        "table": f"{base}/t/{tokens['table']}",
        "admin": f"{base}/t/{tokens['admin']}",
        "seats": {p: f"{base}/s/{tokens[f'seat:{p}']}" for p in players},
    }
