// lictor's table and seat pages: follow the log, update in place, send actions. No build.
//
// One event stream per browser: the tabs of one browser share it through a
// BroadcastChannel (HTTP/1.1 gives a browser 6 connections to a host, and each
// EventSource holds one, so a 7th tab would never load). One tab, the leader, holds the
// EventSource and relays the log's version (public: it says only that the log moved);
// the others follow it. A leader that goes (pagehide, or no heartbeat for 2 s) is
// replaced. Where BroadcastChannel is missing, each tab polls the version instead.
// (Web Locks, service workers and SharedWorker are unavailable or missing on phones
// that reach the server over plain http on the local network.)
(function () {
  "use strict";
  var body = document.body;
  var base = body.dataset.base;
  var shown = parseInt(body.dataset.version, 10);  // the version of the view on screen
  var latest = shown;  // the newest version heard of
  var view = document.getElementById("view");
  var notice = document.getElementById("notice");
  var banner = document.getElementById("banner");
  var T = JSON.parse(document.getElementById("texts").textContent);

  var HEARTBEAT = 500;  // ms between the leader's heartbeats to the other tabs
  var LEADER_GONE = 2000;  // ms without a heartbeat: another tab takes over
  var SERVER_GONE = 3500;  // ms without word from the server: the page says it is stale
  var POLL = 500;  // ms between looks at the version where tabs cannot share a stream

  function say(kind, text) {
    notice.className = kind;
    notice.textContent = text;
  }

  // -- the banner: disconnected or stale --------------------------------------------------
  var heardServer = Date.now();  // the last time this tab knows the server answered
  var connected = true;
  function setConnected(ok) {
    if (ok === connected) { return; }
    connected = ok;
    banner.hidden = ok;
    body.classList.toggle("stale", !ok);
    if (ok) { refresh(); }  // anything missed while away
  }
  function serverSpoke() {
    heardServer = Date.now();
    setConnected(true);
  }
  setInterval(function () {
    if (Date.now() - heardServer > SERVER_GONE) { setConnected(false); }
  }, 500);

  // -- updating in place, keeping what the player was doing -------------------------------
  function keyOf(el) {
    var form = el.closest("[data-key]");
    var k = (form ? form.dataset.key : "") + "|" + (el.name || el.id || "");
    if (el.type === "radio" || el.type === "checkbox") { k += "=" + el.value; }
    return k;
  }
  function remember() {
    var kept = { values: {}, open: {}, focus: null, x: window.scrollX, y: window.scrollY };
    view.querySelectorAll("input, select, textarea").forEach(function (el) {
      if (el.type === "radio" || el.type === "checkbox") {
        kept.values[keyOf(el)] = el.checked;
      } else {
        kept.values[keyOf(el)] = el.value;
      }
    });
    view.querySelectorAll("details[data-key]").forEach(function (d) {
      kept.open[d.dataset.key] = d.open;
    });
    view.querySelectorAll("[data-scroll-key]").forEach(function (el) {
      kept.values["scroll|" + el.dataset.scrollKey] = [el.scrollLeft, el.scrollTop];
    });
    var a = document.activeElement;
    if (a && view.contains(a) && (a.tagName === "INPUT" || a.tagName === "TEXTAREA")) {
      kept.focus = a;  // this very element is moved into the new view: caret, keyboard kept
    }
    return kept;
  }
  function restore(kept) {
    if (kept.focus) {
      var key = keyOf(kept.focus);
      var twin = null;
      view.querySelectorAll("input, textarea").forEach(function (el) {
        if (keyOf(el) === key) { twin = el; }
      });
      if (twin) { twin.replaceWith(kept.focus); kept.focus.focus({ preventScroll: true }); }
    }
    view.querySelectorAll("input, select, textarea").forEach(function (el) {
      var k = keyOf(el);
      if (!(k in kept.values) || el === kept.focus) { return; }
      if (el.type === "radio" || el.type === "checkbox") {
        if (!el.disabled) { el.checked = kept.values[k]; }
      } else if (el.tagName === "SELECT") {
        var v = kept.values[k];
        if (Array.prototype.some.call(el.options, function (o) { return o.value === v && !o.disabled; })) {
          el.value = v;
        }
      } else {
        el.value = kept.values[k];
      }
    });
    view.querySelectorAll("details[data-key]").forEach(function (d) {
      if (d.dataset.key in kept.open) { d.open = kept.open[d.dataset.key]; }
    });
    view.querySelectorAll("[data-scroll-key]").forEach(function (el) {
      var s = kept.values["scroll|" + el.dataset.scrollKey];
      if (s) { el.scrollLeft = s[0]; el.scrollTop = s[1]; }
    });
    view.querySelectorAll("form.control").forEach(update);
    window.scrollTo(kept.x, kept.y);
  }

  // One fetch of the view at a time, and at most one more queued behind it: a slow
  // answer is never thrown away for a newer ask (which would starve under load), and an
  // answer older than the view on screen never paints over it.
  var inflight = null;
  var queued = null;
  function refresh() {
    if (!inflight) {
      var done = function () { inflight = null; };
      inflight = load().then(done, done);
      return inflight;
    }
    if (!queued) {
      queued = inflight.then(function () { queued = null; return refresh(); });
    }
    return queued;
  }
  function load() {
    return fetch(base + "/view", { cache: "no-store" }).then(function (r) {
      if (!r.ok) { return; }
      return r.text().then(function (html) {
        var box = document.createElement("div");
        box.innerHTML = html;
        var marker = box.querySelector("[data-version]");
        var v = marker ? parseInt(marker.dataset.version, 10) : latest;
        if (v < shown) { return; }
        var wasMine = view.querySelector(".prompt.mine") !== null;
        var kept = remember();
        view.replaceChildren.apply(view, Array.prototype.slice.call(box.childNodes));
        shown = v;
        body.dataset.version = String(v);
        restore(kept);
        if (pending) { keepConfirm(); }
        if (busy) { lock(true); }
        fit();
        var mineNow = view.querySelector(".prompt.mine") !== null;
        if (mineNow && !wasMine) { yourTurn(); }
      });
    }).catch(function () { /* the banner tells; the next version brings the view */ });
  }
  function heard(v) {
    serverSpoke();
    latest = Math.max(latest, v);
    if (v > shown) { refresh(); }
  }

  function yourTurn() {
    document.title = "\u25CF " + document.title.replace(/^\u25CF /, "");
    if (navigator.vibrate) { try { navigator.vibrate([120, 80, 120]); } catch (e) { /* not allowed */ } }
  }

  // -- sending: one request at a time -----------------------------------------------------
  var busy = false;
  var pending = "";  // the secret words waiting for their confirmation
  function lock(on) {
    view.querySelectorAll("button, input, select").forEach(function (el) {
      if (on) {
        if (!el.disabled) { el.dataset.unlock = "1"; el.disabled = true; }
      } else if (el.dataset.unlock) {
        delete el.dataset.unlock;
        el.disabled = false;
      }
    });
    body.classList.toggle("busy", on);
  }
  function post(path, data) {
    if (busy) { return; }  // a second tap while the first is on its way does nothing
    busy = true;
    lock(true);
    var done = function () {
      busy = false;
      lock(false);
      view.querySelectorAll("form.control").forEach(update);
    };
    return fetch(base + path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(data)
    }).then(function (r) {
      serverSpoke();
      var type = r.headers.get("content-type") || "";
      var b = type.indexOf("json") >= 0 ? r.json() : r.text().then(function (t) { return { ok: false, message: t }; });
      return b.then(function (b) {
        if (b.ok) {
          say("done", (b.events && b.events.length) ? b.events.join(" - ") : T.done);
          var typed = view.querySelector("form.words input");
          if (typed && data.words && typed.value.trim() === data.words.trim()) { typed.value = ""; }
        } else {
          say("refused", b.message);
        }
        return refresh();
      });
    }).catch(function () { say("refused", T.unreachable); }).then(done, done);
  }

  // -- controls: fields whose picks compose into one of the legal options -----------------
  function parsed(form) {
    if (!form._data) {
      // an entry gives the place of its choice in each field: made values here
      var values = Array.prototype.map.call(form.querySelectorAll("[data-field]"), function (f) {
        return Array.prototype.map.call(f.querySelectorAll("input, option"), function (el) {
          return el.value;
        }).filter(function (v) { return v !== ""; });
      });
      form._data = {
        entries: JSON.parse(form.dataset.entries).map(function (e) {
          return e.map(function (x, i) { return i < values.length ? values[i][x] : x; });
        }),
        words: JSON.parse(form.dataset.words),
        labels: JSON.parse(form.dataset.labels),
        notes: JSON.parse(form.dataset.notes)
      };
    }
    return form._data;
  }
  function picks(form) {
    return Array.prototype.map.call(form.querySelectorAll("[data-field]"), function (f) {
      var sel = f.querySelector("select");
      if (sel) { return sel.value; }
      var on = f.querySelector("input:checked");
      return on ? on.value : "";
    });
  }
  function fits(entry, chosen, skip) {
    for (var i = 0; i < chosen.length; i++) {
      if (i !== skip && chosen[i] !== "" && entry[i] !== chosen[i]) { return false; }
    }
    return true;
  }
  // A choice is open if, with the other fields as picked, some legal option has it.
  function update(form) {
    var d = parsed(form);
    var chosen = picks(form);
    var fields = form.querySelectorAll("[data-field]");
    fields.forEach(function (f, i) {
      var open = {};
      d.entries.forEach(function (e) { if (fits(e, chosen, i)) { open[e[i]] = true; } });
      f.querySelectorAll("input, option").forEach(function (el) {
        if (el.value === "") { return; }
        el.disabled = !open[el.value];
        if (el.disabled && (el.checked || el.selected)) {
          if (el.tagName === "OPTION") { el.parentNode.value = ""; } else { el.checked = false; }
        }
      });
    });
    chosen = picks(form);
    var match = null;
    d.entries.forEach(function (e) {
      if (chosen.indexOf("") < 0 && fits(e, chosen, -1)) { match = e[e.length - 1]; }
    });
    var send = form.querySelector("button[type=submit]");
    var out = form.querySelector(".summary");
    form.dataset.chosen = match === null ? "" : d.words[match];
    send.disabled = match === null;
    out.textContent = match === null ? "" : d.labels[match] + (d.notes[match] ? " - " + d.notes[match] : "");
  }

  // A secret pick is confirmed before it is sent: until then it can be changed.
  var pendingLabel = "";
  var pendingPath = "/act";
  function confirmSecret(words, label, path) {
    pending = words;
    pendingLabel = label;
    pendingPath = path;
    var box = document.getElementById("confirm");
    box.querySelector(".what").textContent = label;
    box.hidden = false;
    box.querySelector("button[data-confirm]").focus();
  }
  // after an update: the pick waits for its confirmation if it is still open, else it goes
  function keepConfirm() {
    var open = Array.prototype.some.call(view.querySelectorAll("[data-words]"), function (el) {
      if (el.tagName === "BUTTON") { return el.dataset.words === pending; }
      return JSON.parse(el.dataset.words).indexOf(pending) >= 0;
    });
    if (open) {
      var box = document.getElementById("confirm");
      box.querySelector(".what").textContent = pendingLabel;
      box.hidden = false;
    } else {
      pending = "";
    }
  }
  function dropConfirm() {
    pending = "";
    var box = document.getElementById("confirm");
    if (box) { box.hidden = true; }
  }

  // where a choice is sent: `act`, or `change` for a secret choice made already
  function pathOf(el) {
    var at = el.closest("[data-path]");
    return at ? at.dataset.path : "/act";
  }

  document.addEventListener("change", function (ev) {
    var form = ev.target.closest("form.control");
    if (form) { dropConfirm(); update(form); }
  });

  document.addEventListener("click", function (ev) {
    if (busy) { return; }
    var b = ev.target.closest("button[data-words]");
    if (b) {
      if (b.dataset.secret) { confirmSecret(b.dataset.words, b.textContent, pathOf(b)); } else { post(pathOf(b), { words: b.dataset.words }); }
      return;
    }
    if (ev.target.closest("button[data-confirm]")) {
      var w = pending;
      var where = pendingPath;
      dropConfirm();
      if (w) { post(where, { words: w }); }
      return;
    }
    if (ev.target.closest("button[data-change]")) { dropConfirm(); return; }
    var u = ev.target.closest("button[data-undo]");
    if (u) {
      var at = parseInt(u.dataset.undo, 10);
      if (window.confirm(T.undo_confirm.replace("{n}", at))) { post("/undo", { at: at }); }
    }
  });

  document.addEventListener("submit", function (ev) {
    ev.preventDefault();
    if (busy) { return; }
    var control = ev.target.closest("form.control");
    if (control) {
      var words = control.dataset.chosen;
      if (!words) { return; }
      if (control.dataset.secret) {
        confirmSecret(words, control.querySelector(".summary").textContent, pathOf(control));
      } else {
        post(pathOf(control), { words: words });
      }
      return;
    }
    var form = ev.target.closest("form.words");
    if (!form) { return; }
    var typed = form.elements.words.value;
    if (typed.trim()) { post("/act", { words: typed }); }
  });

  // -- the table screen: status text as large as the screen allows ------------------------
  function fit() {
    if (!body.classList.contains("table")) { return; }
    view.querySelectorAll(".status").forEach(function (s) {
      s.style.fontSize = "";
      var size = parseFloat(getComputedStyle(s).fontSize);
      var min = 12;
      for (var i = 0; i < 4 && s.scrollWidth > s.clientWidth + 1 && size > min; i++) {
        size = Math.max(min, Math.floor(size * s.clientWidth / s.scrollWidth));
        s.style.fontSize = size + "px";
      }
    });
  }
  window.addEventListener("resize", fit);
  fit();
  view.querySelectorAll("form.control").forEach(update);

  // -- following the log: one stream per browser ------------------------------------------
  var me = Math.random().toString(36).slice(2) + Date.now().toString(36);
  var live = window.lictorLive = { role: "none", leader: null };
  var channel = null;
  try { channel = "BroadcastChannel" in window ? new BroadcastChannel("lictor-live") : null; } catch (e) { channel = null; }

  function poll() {
    live.role = "polling";
    var tick = function () {
      fetch(base + "/version", { cache: "no-store" }).then(function (r) {
        return r.ok ? r.json() : Promise.reject(r.status);
      }).then(function (d) { heard(d.version); }).catch(function () { /* stale banner */ })
        .then(function () { setTimeout(tick, POLL); });
    };
    tick();
  }

  if (!channel) {
    poll();
  } else {
    var stream = null;
    var leaderSeen = 0;  // when the leader last spoke
    var claimAt = 0;
    var streamOk = false;
    var serverAt = 0;  // (leader) when the stream last brought word

    var lead = function () {
      live.role = "leader";
      live.leader = me;
      stream = new EventSource(base + "/events");
      stream.onmessage = function (ev) {
        var v = parseInt(ev.data, 10);
        streamOk = true;
        serverAt = Date.now();
        heard(v);
        channel.postMessage({ t: "hb", id: me, v: latest, ok: true });
      };
      stream.onerror = function () { streamOk = false; };
    };
    var follow = function (id) {
      if (stream) { stream.close(); stream = null; }
      live.role = "follower";
      live.leader = id;
    };
    var elect = function () {
      claimAt = Date.now();
      channel.postMessage({ t: "claim", id: me });
      setTimeout(function () {
        if (live.role !== "leader" && Date.now() - leaderSeen > LEADER_GONE && claimAt) {
          claimAt = 0;
          lead();
        }
      }, 250 + Math.random() * 150);
    };
    channel.onmessage = function (ev) {
      var m = ev.data || {};
      if (m.t === "hb") {
        if (live.role === "leader" && m.id !== me) {
          if (m.id < me) { follow(m.id); } else { return; }  // two leaders: the smaller id stays
        }
        leaderSeen = Date.now();
        claimAt = 0;
        if (live.role !== "leader") {
          live.role = "follower";
          live.leader = m.id;
        }
        if (m.ok) { heard(m.v); }
      } else if (m.t === "claim") {
        if (live.role === "leader") {
          channel.postMessage({ t: "hb", id: me, v: latest, ok: streamOk && Date.now() - serverAt < SERVER_GONE });
        } else if (claimAt && m.id < me) {
          claimAt = 0;  // a tab with a smaller id claims too: it leads
        }
      } else if (m.t === "bye" && m.id === live.leader) {
        leaderSeen = 0;
        live.role = "none";
        setTimeout(elect, Math.random() * 100);
      }
    };
    setInterval(function () {
      if (live.role === "leader") {
        var ok = streamOk && Date.now() - serverAt < SERVER_GONE;
        channel.postMessage({ t: "hb", id: me, v: latest, ok: ok });
      } else if (Date.now() - leaderSeen > LEADER_GONE && !claimAt) {
        elect();
      }
    }, HEARTBEAT);
    window.addEventListener("pagehide", function () {
      if (live.role === "leader") {
        channel.postMessage({ t: "bye", id: me });
        if (stream) { stream.close(); }
        live.role = "none";
      }
    });
    // a fresh tab listens for a heartbeat first, then claims if there is none
    setTimeout(function () { if (live.role === "none" && !claimAt) { elect(); } }, HEARTBEAT + 200 + Math.random() * 100);
  }

  document.addEventListener("visibilitychange", function () {
    if (!document.hidden) {
      document.title = document.title.replace(/^\u25CF /, "");
      refresh().then(function () { /* caught up */ });
    }
  });
})();
