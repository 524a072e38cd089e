"""The ASGI app of `lictor referee serve` (Starlette).

Longer than the house's ~400 lines, for a reason: the routes of one app and the bounds
every request goes through, side by side; the in-memory session (live.py), the server's
deadlines (server.py) and the secret change (change.py) already live apart.

Every screen is a URL with a secret token: the table's (read-only), the table admin's
(the same screen, with undo behind a confirmation), one per seat. Pages are rendered on
the server for their screen alone; a live stream (server-sent events) only says that the
log moved (its length), and the page then fetches its own view again. Changes are POSTs
of JSON from the page's own origin, run through the same ``Referee`` calls, and so the
same SQLite write transaction, as the CLI.
"""

from __future__ import annotations

import gzip
import ipaddress
import json
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import anyio
import jinja2
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import MutableHeaders
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import (
    HTMLResponse,
    JSONResponse,
    PlainTextResponse,
    Response,
    StreamingResponse,
)
from starlette.routing import Route
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from lictor.errors import LictorError
from lictor.i18n import LANGUAGES, N_, current, current_lang, said_section, t, use_lang
from lictor.rules.actors import TABLE as THE_TABLE
from lictor.rules.actors import NotYours, seat
from lictor.rules.npc import play_due
from lictor.rules.referee import Referee, WouldDrop
from lictor.rules.session import Store
from lictor.rules.visible import masked_said, said_side
from lictor.web.ahead import Ahead
from lictor.web.change import Unchangeable, change_guard, changeable
from lictor.web.live import Live, Version, Watcher
from lictor.web.tokens import ADMIN, TABLE, Tokens

POLL = 0.05  # seconds between a live stream's looks at the watcher (memory, not the file)
GONE = 1.0  # seconds between a live stream's checks that its screen is still there
HEARTBEAT = 1.0  # seconds: a live stream says the version at least this often, so a page
# whose server (or network) is gone knows it is stale and says so
LONG_POLL = 25.0  # seconds a `version?after=N` request waits for the log to move
GZIP_LEVEL = 6
MAX_WORDS = 24
MAX_CHARS = 400
MAX_BODY = 4096  # bytes of a request body; more is refused (413) as it streams in
MAX_DEPTH = 8  # nesting of a request's JSON; our requests are flat objects
BODY_SECONDS = 10.0  # a request body must arrive whole within this
SEAT = "seat:"
# what Starlette itself answers to a path or method the app has not (said at display)
STARLETTE_SAID = (N_("Not Found"), N_("Method Not Allowed"))
LANG_COOKIE = "lictor_lang"  # a seat's own language, chosen on its page (`?lang=it`)

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
    """One session served: where its file is, which session, its tokens, and the session
    kept in memory between requests (lictor.web.live)."""

    def __init__(
        self, db: Path, session_id: int, tokens: Tokens, games: Any, confirm_npc: bool = False
    ) -> None:
        self.db = db
        # NPC Senators: after each action their answers are applied, as `next` does
        # (``confirm_npc``: shown for the admin to apply instead, as `next --confirm-npc`)
        self.confirm_npc = confirm_npc
        self.session_id = session_id
        self.tokens = tokens  # as given; a token revoked in the file since is refused
        self.games = games
        self.stopping = False  # set on Ctrl-C: live streams end so the server stops cleanly
        self.live = Live(db, session_id, games, tokens)
        self.ahead = Ahead()  # each screen's bytes made again as soon as the log moves
        self.watcher = Watcher(self.live, moved=self.ahead.moved)

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
        return self.live.version()

    def role(self, token: str) -> str | None:
        """Which screen ``token`` opens, by the tokens the session file holds now."""
        return self.live.tokens().role(token)

    def stop(self) -> None:
        self.stopping = True
        self.watcher.stopping = True
        self.ahead.stopping = True


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def create_app(
    table: Table,
    allowed_hosts: tuple[str, ...] = (),
    stream_seconds: float = 600.0,
    lang: str = "en",
) -> Starlette:
    """The app. ``allowed_hosts``: host names besides IP literals and ``localhost`` (the
    Host header is checked, so a web page elsewhere cannot rebind a name to this server).
    ``stream_seconds``: how long one live stream lasts before the browser reconnects."""
    env = _env()
    # the pages say their texts in the language of the request (``use_lang``)
    env.globals.update(
        _=lambda text: current()(text),
        ngettext=lambda one, many, n: current().ngettext(one, many, n),
        said_side=said_side,
        said_section=said_section,
    )
    table.watcher.lang = lang

    def role_of(request: Request, kind: str) -> str:
        token = str(request.path_params["token"])
        role = table.role(token)
        with use_lang(lang):
            if role is None:
                raise Refused(
                    403, t("unknown token: open a URL that `lictor referee serve` printed")
                )
            if kind == "t" and role not in (TABLE, ADMIN):
                raise Refused(403, t("this is a seat's token: open the table's URL for the table"))
            if kind == "s" and not role.startswith(SEAT):
                raise Refused(
                    403, t("this is the table's token: a seat page needs that seat's URL")
                )
        return role

    def lang_of(request: Request, role: str) -> tuple[str, str | None]:
        """The language this request speaks, and a seat's new choice to keep: a seat's
        page speaks the language it chose (``?lang=it``, then kept in a cookie), else the
        table's (``serve --lang``, else the session's); the table's screens the table's."""
        if not role.startswith(SEAT):
            return lang, None
        asked = request.query_params.get("lang", "")
        if asked in LANGUAGES:
            return asked, asked
        kept = request.cookies.get(LANG_COOKIE, "")
        return (kept if kept in LANGUAGES else lang), None

    def page_view(
        role: str, with_board: bool, now: Version | None = None
    ) -> tuple[Version, dict[str, Any]]:
        """The screen's view at the log's current version (or at ``now``): the shared
        parts computed once per version, a seat's own once per version for it alone."""
        now = now or table.live.current()
        if role.startswith(SEAT):
            view = dict(now.seat(role[len(SEAT) :]))
        else:
            view = {**now.public(), "admin": role == ADMIN}
        if with_board:  # the board shows only what the whole table sees
            view["board"] = now.board()
        return now, view

    def rendered(name: str, base: str, role: str, packed: bool, said: str) -> bytes:
        """The page's bytes, made once per log version for this screen and language (and
        gzipped once, for a browser that takes it: a page with its board is some hundreds
        of KB)."""
        with use_lang(said):
            return _rendered(name, base, role, packed)

    def _rendered(name: str, base: str, role: str, packed: bool) -> bytes:
        now, view = page_view(role, True)
        key = (name, base, role, current_lang())
        text = now.part(("html", *key), lambda: render(name, base, view).encode())
        if not packed:
            return text
        return now.part(("gzip", *key), lambda: gzip.compress(text, GZIP_LEVEL, mtime=0))

    def kept(key: tuple[str, ...]) -> bytes | None:
        """A screen's bytes already made at the log's current version, looked up on the
        event loop (one look at the file, no thread hop); None: a worker makes them. Every
        key names the screen's role (a seat's own name) and language: a seat's bytes are
        never another's."""
        now = table.live.ready()
        if now is None:
            return None
        body = now.kept(key)
        return body if isinstance(body, bytes) else None

    def state_bytes(role: str, said: str) -> bytes:
        """The screen's view as JSON, serialised once per log version, role and
        language (the bytes Starlette's JSONResponse would send)."""
        with use_lang(said):
            now = table.live.current()
            return now.part(
                ("json", role, said),
                lambda: _json_bytes(page_view(role, False, now)[1]),
            )

    def render(name: str, base: str, view: dict[str, Any]) -> str:
        here = current_lang()
        switch = [(code, code == here) for code in LANGUAGES]
        return env.get_template(name).render(v=view, base=base, lang=here, languages=switch)

    async def html(request: Request, prefix: str) -> Response:
        """The seat's or the table's page (``prefix`` ""), or the part of it a live
        update replaces (``prefix`` "_")."""
        kind = request.url.path.split("/")[1]
        role = role_of(request, kind)
        name = f"web/{prefix}{'seat' if kind == 's' else 'table'}.html.j2"
        base = f"/{kind}/{request.path_params['token']}"
        packed = "gzip" in request.headers.get("accept-encoding", "").lower()
        said, chosen = lang_of(request, role)
        key = ("gzip" if packed else "html", name, base, role, said)
        table.ahead.asked(key, lambda: rendered(name, base, role, packed, said))
        body = kept(key)
        if body is None:
            body = await run_in_threadpool(rendered, name, base, role, packed, said)
        headers = {"Vary": "Accept-Encoding"}
        if packed:
            headers["Content-Encoding"] = "gzip"
        response = HTMLResponse(body, headers=headers)
        if chosen is not None:  # kept for this seat's page alone (its path), a year
            response.set_cookie(
                LANG_COOKIE, chosen, max_age=365 * 86400, path=base, samesite="strict"
            )
        return response

    async def page(request: Request) -> Response:
        return await html(request, "")

    async def fragment(request: Request) -> Response:
        return await html(request, "_")

    async def state(request: Request) -> Response:
        kind = request.url.path.split("/")[1]
        role = role_of(request, kind)
        said, _ = lang_of(request, role)
        table.ahead.asked(("json", role, said), lambda: state_bytes(role, said))
        body = kept(("json", role, said))
        if body is None:
            body = await run_in_threadpool(state_bytes, role, said)
        return Response(body, media_type="application/json")

    async def version(request: Request) -> Response:
        """The log's version alone, for a screen that polls; ``?after=N`` waits (up to
        25 s) until the version is no longer N: one request a change, not one a second."""
        kind = request.url.path.split("/")[1]
        role_of(request, kind)
        after = request.query_params.get("after")
        if after is not None and not (after.isdigit() and len(after) < 19):
            with use_lang(lang):
                raise Refused(400, t("after: the version the screen has (a whole number)"))
        now = table.version()  # one look at the file, as role_of's: on the event loop
        if after is not None:
            waited = 0.0
            while now == int(after) and waited < LONG_POLL and not table.stopping:
                told = table.watcher.want()
                if told != -1 and told != now:
                    now = told
                    break
                await anyio.sleep(POLL)
                waited += POLL
                if await request.is_disconnected():
                    break
        return JSONResponse({"version": now})

    async def events(request: Request) -> Response:
        kind = request.url.path.split("/")[1]
        role_of(request, kind)

        async def stream() -> AsyncIterator[str]:
            last = table.version()
            quiet = waited = looked = 0.0
            yield f"retry: 1000\n\ndata: {last}\n\n"
            while waited < stream_seconds and not table.stopping:
                told = table.watcher.want()  # the watcher looks at the file for every stream
                if told != -1 and told != last:
                    last, quiet = told, 0.0
                    yield f"data: {last}\n\n"  # the log's version only: public
                elif quiet >= HEARTBEAT:  # still the same version, and still here
                    quiet = 0.0
                    yield f"data: {last}\n\n"
                await anyio.sleep(POLL)
                waited += POLL
                quiet += POLL
                if waited - looked >= GONE:  # (Starlette also ends it on a disconnect)
                    looked = waited
                    if await request.is_disconnected():
                        break

        return StreamingResponse(
            stream(), media_type="text/event-stream", headers={"X-Accel-Buffering": "no"}
        )

    async def body_of(request: Request) -> dict[str, Any]:
        if request.headers.get("content-type", "").split(";")[0].strip() != "application/json":
            raise Refused(415, t("send the request as JSON (Content-Type: application/json)"))
        raw = await read_body(request)
        return parse_body(raw)

    def refused(exc: LictorError, status: int, said: str = "en") -> JSONResponse:
        violations = getattr(exc, "violations", None)
        if violations:
            v = violations[0]
            with use_lang(said):
                message = t("Not allowed - {rule}: {message}", rule=str(v.rule), message=v.message)
                rule = str(v.rule)
            body = {"ok": False, "message": _one_line(message)}
            body.update(section=v.rule.section, rule=rule)
        else:
            body = {"ok": False, "message": _one_line(str(exc)), "section": "", "rule": ""}
        return JSONResponse(body, status_code=status)

    async def act(request: Request) -> Response:
        """An action from a seat's page (sent as that seat) or the admin's (the table)."""
        kind = request.url.path.split("/")[1]
        role = role_of(request, kind)
        said, _ = lang_of(request, role)
        with use_lang(said):
            if kind == "t" and role != ADMIN:
                raise Refused(
                    403, t("the table's screen is read-only: act from the admin URL or CLI")
                )
            data = await body_of(request)
            words = data.get("words")
            if not isinstance(words, str) or not words.strip():
                raise Refused(
                    400, t("words: give the action's words, as `lictor referee act` takes them")
                )
            if len(words) > MAX_CHARS or len(words.split()) > MAX_WORDS:
                raise Refused(
                    400,
                    t(
                        "words: at most {n} words of {chars} characters",
                        n=MAX_WORDS,
                        chars=MAX_CHARS,
                    ),
                )
        actor = THE_TABLE if role == ADMIN else seat(role[len(SEAT) :])
        split = words.split()

        def run() -> dict[str, Any]:
            with use_lang(said), table.referee() as ref:
                loaded, happened = ref.act(table.session_id, split, actor=actor)
                texts = [e.text for e in happened]
                if not table.confirm_npc:  # the NPC seats answer now, as `next` plays them
                    _, played, _ = play_due(ref, table.session_id, loaded)
                    for p in played:
                        texts += [p.shown(), *p.events]
            return {"ok": True, "events": texts}

        try:
            answer = await run_in_threadpool(run)
        except NotYours as exc:
            return refused(exc, 403, said)
        except LictorError as exc:
            # the kernel says a seat's refusal in full (its own screen) and the table's
            # without a hidden answer (`hidden_refusal`)
            return refused(exc, 409 if getattr(exc, "violations", None) else 400, said)
        table.ahead.moved()  # the screens' views of the new version, made as this answers
        return JSONResponse(answer)

    async def change(request: Request) -> Response:
        """A seat changes its secret choice, still hidden: an amend of that action."""
        role = role_of(request, "s")
        said, _ = lang_of(request, role)
        with use_lang(said):
            data = await body_of(request)
            words = data.get("words")
            if not isinstance(words, str) or not words.strip() or len(words) > MAX_CHARS:
                raise Refused(400, t("words: give the new choice's words"))
        player = role[len(SEAT) :]
        split = words.split()[:MAX_WORDS]

        def run() -> dict[str, Any]:
            with use_lang(said), table.referee() as ref:
                n = changeable(ref.load(table.session_id), player)
                if n is None:
                    raise Unchangeable(
                        t("{player}: no secret choice of yours may change now", player=player)
                    )
                try:
                    ref.amend(
                        table.session_id,
                        n,
                        split,
                        False,
                        change_guard(player, n, split),
                        actor=seat(player),
                        simultaneous=True,
                    )
                except Unchangeable:
                    raise
                except LictorError as exc:
                    if isinstance(exc, WouldDrop):  # never say which hidden answer it upset
                        raise Unchangeable(
                            t("{player}: that change is refused", player=player)
                        ) from None
                    raise
                done = t("{player} has changed a secret choice (hidden)", player=player)
            table.ahead.moved()
            return {"ok": True, "events": [done]}

        try:
            return JSONResponse(await run_in_threadpool(run))
        except Unchangeable as exc:
            return refused(exc, 409, said)
        except LictorError as exc:
            inner = exc.__context__
            if exc.__suppress_context__ and isinstance(inner, LictorError):
                exc = inner
            return refused(exc, 409 if getattr(exc, "violations", None) else 400, said)

    async def undo(request: Request) -> Response:
        role = role_of(request, "t")
        with use_lang(lang):
            if role != ADMIN:
                raise Refused(
                    403, t("the table's screen is read-only: undo from the admin URL or CLI")
                )
            data = await body_of(request)
            at = data.get("at")
            if not isinstance(at, int) or isinstance(at, bool) or not 1 <= at < 2**63:
                raise Refused(400, t("at: the number of the latest action you saw (1 or more)"))

        def run() -> dict[str, Any]:
            with use_lang(lang), table.referee() as ref:
                loaded, said = ref.undo(table.session_id, at)
            table.ahead.moved()
            return {"ok": True, "events": [masked_said(loaded, said)]}

        try:
            return JSONResponse(await run_in_threadpool(run))
        except LictorError as exc:
            return refused(exc, 409, lang)

    async def script(request: Request) -> Response:
        text = env.loader.get_source(env, "web/app.js")[0] if env.loader else ""
        return Response(text, media_type="text/javascript")

    async def home(request: Request) -> Response:
        with use_lang(lang):
            raise Refused(
                404, t("open the table's or a seat's URL that `lictor referee serve` printed")
            )

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        # a body refused unread: the connection is closed, not read on to its end
        headers = {"Connection": "close"} if exc.status_code in (408, 413) else None
        detail = exc.detail
        if not isinstance(exc, Refused) and detail in STARLETTE_SAID:  # Starlette's own words
            with use_lang(lang):
                detail = t(detail)
        return PlainTextResponse(_one_line(detail), status_code=exc.status_code, headers=headers)

    async def server_error(request: Request, exc: Exception) -> Response:
        with use_lang(lang):
            said = t("the referee failed on this request ({error})", error=type(exc).__name__)
        return PlainTextResponse(said, status_code=500)

    def host_ok(host: str) -> bool:
        name = urlsplit(f"//{host}").hostname or ""
        if name == "localhost" or name in allowed_hosts:
            return True
        try:
            ipaddress.ip_address(name)
        except ValueError:
            return False
        return True

    class Guard:
        """The Host and Origin checks, and the security headers on every answer (plain
        ASGI: the live streams and pages pass through untouched, not re-buffered)."""

        def __init__(self, app: ASGIApp) -> None:
            self.app = app

        async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
            if scope["type"] != "http":
                await self.app(scope, receive, send)
                return
            request = Request(scope)
            host = request.headers.get("host", "")
            refusal: Response | None = None
            kept = request.cookies.get(LANG_COOKIE, "")  # a seat's chosen language, if any
            with use_lang(kept if kept in LANGUAGES else lang):
                if not host_ok(host):
                    refusal = PlainTextResponse(
                        t(
                            "Host {host} is not served here: use the address serve printed",
                            host=repr(host),
                        ),
                        status_code=400,
                    )
                elif request.method not in ("GET", "HEAD") and not _same_origin(request, host):
                    refusal = PlainTextResponse(
                        t("a change must come from this server's own page (Origin check)"),
                        status_code=403,
                    )

            async def secured(message: Message) -> None:
                if message["type"] == "http.response.start":
                    headers = MutableHeaders(scope=message)
                    for key, value in SECURITY_HEADERS.items():
                        headers.setdefault(key, value)
                await send(message)

            await (refusal or self.app)(scope, receive, secured)

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
        Route("/t/{token}/version", version),
        Route("/t/{token}/undo", undo, methods=["POST"]),
        Route("/t/{token}/act", act, methods=["POST"]),
        Route("/s/{token}", page),
        Route("/s/{token}/view", fragment),
        Route("/s/{token}/state.json", state),
        Route("/s/{token}/events", events),
        Route("/s/{token}/version", version),
        Route("/s/{token}/act", act, methods=["POST"]),
        Route("/s/{token}/change", change, methods=["POST"]),
    ]
    return Starlette(routes=routes, middleware=[Middleware(Guard)], exception_handlers=handlers)


def _json_bytes(content: Any) -> bytes:
    """``content`` as JSONResponse says it (compact, UTF-8, no NaN)."""
    return json.dumps(
        content, ensure_ascii=False, allow_nan=False, indent=None, separators=(",", ":")
    ).encode("utf-8")


def _same_origin(request: Request, host: str) -> bool:
    origin = request.headers.get("origin")
    if not origin or origin == "null":
        return False
    return urlsplit(origin).netloc == host


async def read_body(request: Request) -> bytes:
    """The request's body, read from the ASGI channel chunk by chunk: refused (413) as
    soon as it passes MAX_BODY (or says it will), never read whole first; refused (408)
    if it does not arrive within BODY_SECONDS."""
    declared = request.headers.get("content-length")
    if declared is not None and (not declared.isdigit() or int(declared) > MAX_BODY):
        raise Refused(413, t("the request is too long (at most {n} bytes)", n=MAX_BODY))
    raw = bytearray()
    try:
        with anyio.fail_after(BODY_SECONDS):
            async for chunk in request.stream():
                raw += chunk
                if len(raw) > MAX_BODY:
                    raise Refused(413, t("the request is too long (at most {n} bytes)", n=MAX_BODY))
    except TimeoutError as exc:
        raise Refused(408, t("the request's body did not arrive in time")) from exc
    return bytes(raw)


def parse_body(raw: bytes) -> dict[str, Any]:
    """A request's JSON object; anything else (not UTF-8, not JSON, nested deeper than
    MAX_DEPTH, not an object) is a 400 naming what was wrong."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise Refused(400, t("the request is not JSON (not UTF-8 text)")) from exc
    if _depth(text) > MAX_DEPTH:
        raise Refused(400, t("the request is nested too deeply (at most {n} levels)", n=MAX_DEPTH))
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise Refused(400, t("the request is not JSON")) from exc
    if not isinstance(data, dict):
        raise Refused(400, t("the request should be a JSON object"))
    return data


def _depth(text: str) -> int:
    """How deeply ``text``'s brackets nest, outside its strings (JSON's own grammar), so
    that a deep document is refused before a recursive parser sees it."""
    depth = most = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            most = max(most, depth)
        elif ch in "]}":
            depth -= 1
    return most
