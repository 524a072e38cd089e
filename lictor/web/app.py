"""The ASGI app of `lictor referee serve` (Starlette).

Every screen is a URL with a secret token: the table's (read-only), the table admin's
(the same screen, with undo behind a confirmation), one per seat. Pages are rendered on
the server for their screen alone; a live stream (server-sent events) only says that the
log moved (its length), and the page then fetches its own view again. Changes are POSTs
of JSON from the page's own origin, run through the same ``Referee`` calls, and so the
same SQLite write transaction, as the CLI.
"""

from __future__ import annotations

import ipaddress
import json
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import anyio
import jinja2
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.base import BaseHTTPMiddleware, RequestResponseEndpoint
from starlette.requests import Request
from starlette.responses import (
    HTMLResponse,
    JSONResponse,
    PlainTextResponse,
    Response,
    StreamingResponse,
)
from starlette.routing import Route

from lictor.errors import LictorError
from lictor.rules.actors import TABLE as THE_TABLE
from lictor.rules.actors import NotYours, seat
from lictor.rules.referee import Referee
from lictor.rules.session import Store
from lictor.rules.visible import masked_said
from lictor.web.tokens import ADMIN, TABLE, Tokens
from lictor.web.views import board_svg, seat_view, table_view

POLL = 0.3  # seconds between looks at the log's length (a CLI action shows within a second)
MAX_WORDS = 24
MAX_CHARS = 400
SEAT = "seat:"

SECURITY_HEADERS = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",  # the token in the URL never leaves in a Referer
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": (
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
        "img-src 'self' data:; frame-ancestors 'none'; form-action 'none'"
    ),
}


def _env() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.PackageLoader("lictor", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
    )


class Refused(HTTPException):
    """A request refused with a one-line reason."""


class Table:
    """One session served: where its file is, which session, its tokens."""

    def __init__(self, db: Path, session_id: int, tokens: Tokens, games: Any) -> None:
        self.db = db
        self.session_id = session_id
        self.tokens = tokens
        self.games = games
        self.stopping = False  # set on Ctrl-C: live streams end so the server stops cleanly
        self._board: tuple[int, str | None] | None = None

    @contextmanager
    def referee(self) -> Iterator[Referee]:
        """A Referee on its own connection (each request runs in a worker thread)."""
        store = Store(self.db, create=False)
        try:
            yield Referee(store, self.games)
        finally:
            store.close()

    def version(self) -> int:
        """How many entries the session's log has: any act, undo or redo moves it."""
        conn = sqlite3.connect(f"{self.db.resolve().as_uri()}?mode=ro", uri=True, timeout=30)
        try:
            row = conn.execute(
                "SELECT count(*) FROM entries WHERE session_id = ?", (self.session_id,)
            ).fetchone()
        finally:
            conn.close()
        return int(row[0])

    def board(self, loaded: Any, version: int) -> str | None:
        if self._board is None or self._board[0] != version:
            self._board = (version, board_svg(loaded))
        return self._board[1]


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def create_app(
    table: Table,
    allowed_hosts: tuple[str, ...] = (),
    stream_seconds: float = 600.0,
) -> Starlette:
    """The app. ``allowed_hosts``: host names besides IP literals and ``localhost`` (the
    Host header is checked, so a web page elsewhere cannot rebind a name to this server).
    ``stream_seconds``: how long one live stream lasts before the browser reconnects."""
    env = _env()

    def role_of(request: Request, kind: str) -> str:
        token = str(request.path_params["token"])
        role = table.tokens.role(token)
        if role is None:
            raise Refused(403, "unknown token: open a URL that `lictor referee serve` printed")
        if kind == "t" and role not in (TABLE, ADMIN):
            raise Refused(403, "this is a seat's token: open the table's URL for the table")
        if kind == "s" and not role.startswith(SEAT):
            raise Refused(403, "this is the table's token: a seat page needs that seat's URL")
        return role

    def page_view(role: str, with_board: bool) -> dict[str, Any]:
        version = table.version()
        with table.referee() as ref:
            loaded = ref.load(table.session_id)
        if role.startswith(SEAT):
            view = seat_view(loaded, role[len(SEAT) :], version)
        else:
            view = table_view(loaded, version)
            view["admin"] = role == ADMIN
        if with_board:  # the board shows only what the whole table sees
            view["board"] = table.board(loaded, version)
        return view

    def render(name: str, request: Request, kind: str, view: dict[str, Any]) -> HTMLResponse:
        base = f"/{kind}/{request.path_params['token']}"
        html = env.get_template(name).render(v=view, base=base)
        return HTMLResponse(html)

    async def html(request: Request, prefix: str) -> Response:
        """The seat's or the table's page (``prefix`` ""), or the part of it a live
        update replaces (``prefix`` "_")."""
        kind = request.url.path.split("/")[1]
        role = role_of(request, kind)
        view = await run_in_threadpool(page_view, role, True)
        name = f"web/{prefix}{'seat' if kind == 's' else 'table'}.html.j2"
        return render(name, request, kind, view)

    async def page(request: Request) -> Response:
        return await html(request, "")

    async def fragment(request: Request) -> Response:
        return await html(request, "_")

    async def state(request: Request) -> Response:
        kind = request.url.path.split("/")[1]
        role = role_of(request, kind)
        return JSONResponse(await run_in_threadpool(page_view, role, False))

    async def events(request: Request) -> Response:
        kind = request.url.path.split("/")[1]
        role_of(request, kind)

        async def stream() -> AsyncIterator[str]:
            last = -1
            waited = 0.0
            yield "retry: 1000\n\n"
            while waited < stream_seconds and not table.stopping:
                version = await run_in_threadpool(table.version)
                if version != last:
                    last = version
                    yield f"data: {version}\n\n"
                await anyio.sleep(POLL)
                waited += POLL
                if await request.is_disconnected():
                    break

        return StreamingResponse(
            stream(), media_type="text/event-stream", headers={"X-Accel-Buffering": "no"}
        )

    async def body_of(request: Request) -> dict[str, Any]:
        if request.headers.get("content-type", "").split(";")[0].strip() != "application/json":
            raise Refused(415, "send the request as JSON (Content-Type: application/json)")
        raw = await request.body()
        if len(raw) > 4096:
            raise Refused(413, "the request is too long")
        try:
            data = json.loads(raw)
        except (ValueError, UnicodeDecodeError) as exc:
            raise Refused(400, "the request is not JSON") from exc
        if not isinstance(data, dict):
            raise Refused(400, "the request should be a JSON object")
        return data

    def refused(exc: LictorError, status: int) -> JSONResponse:
        violations = getattr(exc, "violations", None)
        if violations:
            v = violations[0]
            body = {"ok": False, "message": _one_line(f"Not allowed - {v.rule}: {v.message}")}
            body.update(section=v.rule.section, rule=str(v.rule))
        else:
            body = {"ok": False, "message": _one_line(str(exc)), "section": "", "rule": ""}
        return JSONResponse(body, status_code=status)

    async def act(request: Request) -> Response:
        """An action from a seat's page (sent as that seat) or the admin's (the table)."""
        kind = request.url.path.split("/")[1]
        role = role_of(request, kind)
        if kind == "t" and role != ADMIN:
            raise Refused(403, "the table's screen is read-only: act from the admin URL or CLI")
        data = await body_of(request)
        words = data.get("words")
        if not isinstance(words, str) or not words.strip():
            raise Refused(400, "words: give the action's words, as `lictor referee act` takes them")
        if len(words) > MAX_CHARS or len(words.split()) > MAX_WORDS:
            raise Refused(400, f"words: at most {MAX_WORDS} words of {MAX_CHARS} characters")
        actor = THE_TABLE if role == ADMIN else seat(role[len(SEAT) :])
        split = words.split()

        def run() -> dict[str, Any]:
            with table.referee() as ref:
                _, happened = ref.act(table.session_id, split, actor=actor)
            return {"ok": True, "events": [e.text for e in happened]}

        try:
            return JSONResponse(await run_in_threadpool(run))
        except NotYours as exc:
            return refused(exc, 403)
        except LictorError as exc:
            # the kernel says a seat's refusal in full (its own screen) and the table's
            # without a hidden answer (`hidden_refusal`)
            return refused(exc, 409 if getattr(exc, "violations", None) else 400)

    async def undo(request: Request) -> Response:
        role = role_of(request, "t")
        if role != ADMIN:
            raise Refused(403, "the table's screen is read-only: undo from the admin URL or CLI")
        data = await body_of(request)
        at = data.get("at")
        if not isinstance(at, int) or isinstance(at, bool) or not 1 <= at < 2**63:
            raise Refused(400, "at: the number of the latest action you saw (1 or more)")

        def run() -> dict[str, Any]:
            with table.referee() as ref:
                loaded, said = ref.undo(table.session_id, at)
            return {"ok": True, "events": [masked_said(loaded, said)]}

        try:
            return JSONResponse(await run_in_threadpool(run))
        except LictorError as exc:
            return refused(exc, 409)

    async def script(request: Request) -> Response:
        text = env.loader.get_source(env, "web/app.js")[0] if env.loader else ""
        return Response(text, media_type="text/javascript")

    async def home(request: Request) -> Response:
        raise Refused(404, "open the table's or a seat's URL that `lictor referee serve` printed")

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        return PlainTextResponse(_one_line(exc.detail), status_code=exc.status_code)

    async def server_error(request: Request, exc: Exception) -> Response:
        return PlainTextResponse(
            f"the referee failed on this request ({type(exc).__name__})", status_code=500
        )

    def host_ok(host: str) -> bool:
        name = urlsplit(f"//{host}").hostname or ""
        if name == "localhost" or name in allowed_hosts:
            return True
        try:
            ipaddress.ip_address(name)
        except ValueError:
            return False
        return True

    class Guard(BaseHTTPMiddleware):
        async def dispatch(self, request: Request, call_next: RequestResponseEndpoint) -> Response:
            host = request.headers.get("host", "")
            if not host_ok(host):
                response: Response = PlainTextResponse(
                    f"Host {host!r} is not served here: use the address serve printed",
                    status_code=400,
                )
            elif request.method not in ("GET", "HEAD") and not _same_origin(request, host):
                response = PlainTextResponse(
                    "a change must come from this server's own page (Origin check)",
                    status_code=403,
                )
            else:
                response = await call_next(request)
            for key, value in SECURITY_HEADERS.items():
                response.headers.setdefault(key, value)
            return response

    handlers: dict[Any, Callable[[Request, Exception], Any]] = {
        HTTPException: http_error,
        Exception: server_error,
    }
    routes = [
        Route("/", home),
        Route("/app.js", script),
        Route("/t/{token}", page),
        Route("/t/{token}/view", fragment),
        Route("/t/{token}/state.json", state),
        Route("/t/{token}/events", events),
        Route("/t/{token}/undo", undo, methods=["POST"]),
        Route("/t/{token}/act", act, methods=["POST"]),
        Route("/s/{token}", page),
        Route("/s/{token}/view", fragment),
        Route("/s/{token}/state.json", state),
        Route("/s/{token}/events", events),
        Route("/s/{token}/act", act, methods=["POST"]),
    ]
    return Starlette(routes=routes, middleware=[Middleware(Guard)], exception_handlers=handlers)


def _same_origin(request: Request, host: str) -> bool:
    origin = request.headers.get("origin")
    if not origin or origin == "null":
        return False
    return urlsplit(origin).netloc == host
