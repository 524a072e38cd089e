// lictor's table and seat pages: follow the live stream, send actions. No build step.
(function () {
  "use strict";
  var base = document.body.dataset.base;
  var version = document.body.dataset.version;
  var view = document.getElementById("view");
  var notice = document.getElementById("notice");

  function say(kind, text) {
    notice.className = kind;
    notice.textContent = text;
  }

  // Only the latest view asked for is shown: an older answer arriving late (a refresh
  // after an action crossing one after a live update) must not paint over a newer one.
  var asked = 0;
  function refresh() {
    var mine = ++asked;
    return fetch(base + "/view", { cache: "no-store" }).then(function (r) {
      if (!r.ok) { return; }
      return r.text().then(function (html) {
        if (mine === asked) { view.innerHTML = html; }
      });
    });
  }

  function post(path, data) {
    return fetch(base + path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(data)
    }).then(function (r) {
      var type = r.headers.get("content-type") || "";
      var body = type.indexOf("json") >= 0 ? r.json() : r.text().then(function (t) { return { ok: false, message: t }; });
      return body.then(function (b) {
        if (b.ok) {
          say("done", (b.events && b.events.length) ? b.events.join(" - ") : "Done.");
        } else {
          say("refused", b.message);
        }
        return refresh();
      });
    }).catch(function () { say("refused", "The referee cannot be reached."); });
  }

  document.addEventListener("click", function (ev) {
    var b = ev.target.closest("button[data-words]");
    if (b) { post("/act", { words: b.dataset.words }); return; }
    var u = ev.target.closest("button[data-undo]");
    if (u) {
      var at = parseInt(u.dataset.undo, 10);
      if (window.confirm("Undo action #" + at + "? Only if the whole table agrees.")) {
        post("/undo", { at: at });
      }
    }
  });

  document.addEventListener("submit", function (ev) {
    var form = ev.target.closest("form.words");
    if (!form) { return; }
    ev.preventDefault();
    var words = form.elements.words.value;
    if (words.trim()) { post("/act", { words: words }); }
  });

  var stream = new EventSource(base + "/events");
  stream.onmessage = function (ev) {
    if (ev.data !== version) {
      version = ev.data;
      document.body.dataset.version = version;
      refresh();
    }
  };
})();
