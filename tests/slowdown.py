"""Test-only: holds chosen requests back before the view answers, so browser tests can
play a slow network or a busy server (issue 20: a form refresh that comes back after the
user has typed on). conftest.py adds the middleware to the test settings only; it lives
here, outside the apps, so no production setting can switch it on, and it does nothing
until a test arms it with the `slowdown` fixture."""

import itertools
import threading
import time


class Slowdown:
    """Which requests to hold back (a predicate of the request) and for how long (seconds,
    taken in turn), and a record of every request held."""

    def __init__(self):
        self.lock = threading.Lock()
        self.disarm()

    def arm(self, match, delays):
        with self.lock:
            self.match, self.delays, self.seen = match, itertools.cycle(delays), []

    def disarm(self):
        with self.lock:
            self.match, self.delays, self.seen = None, None, []

    def delay_for(self, request):
        with self.lock:
            if self.match is None or not self.match(request):
                return 0
            delay = next(self.delays)
            self.seen.append({"path": request.path, "post": request.POST.copy(), "delay": delay})
            return delay


SLOWDOWN = Slowdown()


class SlowdownMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        delay = SLOWDOWN.delay_for(request)
        if delay:
            time.sleep(delay)
        return self.get_response(request)


def is_refresh(request) -> bool:
    """A form's re-render on change (nothing saved): the licence modal and the user form
    post refresh=1, Add children posts action=check."""
    return (
        request.method == "POST"
        and request.headers.get("HX-Request") == "true"
        and (request.POST.get("refresh") == "1" or request.POST.get("action") == "check")
    )
