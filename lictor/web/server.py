"""The HTTP server's limits (uvicorn): how long a connection may take to send a request,
how big its head may be, how many connections at once.

uvicorn's own ``timeout_keep_alive`` closes a connection idle between requests, but it
is re-armed by every byte received, and no timer runs before the first request: a client
trickling a request head a byte at a time, or connecting and sending nothing, would hold
its connection for ever (uvicorn has no request-start timeout, see its issue #157). The
protocol here closes a connection whose request head is not complete within HEAD_SECONDS
of the connection or of the previous response.
"""

from __future__ import annotations

import asyncio
from typing import Any

import h11
from uvicorn.config import Config
from uvicorn.protocols.http.h11_impl import H11Protocol

HEAD_SECONDS = 10.0  # a request's line and headers must arrive within this
IDLE_SECONDS = 5  # a kept-alive connection with no new request is closed after this
MAX_HEAD = 8 * 1024  # bytes of a request line and headers (uvicorn's default: 16 KB)
MAX_CONNECTIONS = 200  # open connections and requests at once; more are answered 503
BACKLOG = 64


class Deadline(H11Protocol):
    """uvicorn's HTTP/1.1 protocol with a deadline on each request's head."""

    _head_timer: asyncio.TimerHandle | None = None

    def _arm(self) -> None:
        self._disarm()
        self._head_timer = self.loop.call_later(HEAD_SECONDS, self._late)

    def _disarm(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _late(self) -> None:
        self._head_timer = None
        if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
            self.transport.close()

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm()

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self.conn.their_state is not h11.IDLE:  # the head is in: the request runs
            self._disarm()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
            self._arm()  # the next request on this connection gets its own deadline

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)


def config(app: Any) -> Config:
    """The server's settings for ``app``."""
    return Config(
        app,
        http=Deadline,
        log_level="warning",
        lifespan="off",
        timeout_graceful_shutdown=5,
        timeout_keep_alive=IDLE_SECONDS,
        h11_max_incomplete_event_size=MAX_HEAD,
        limit_concurrency=MAX_CONNECTIONS,
        backlog=BACKLOG,
    )
