"""The Learning Hub (/learning) and its Micro Learns (/learning/micro)."""

from django.shortcuts import render

from apps.access import rules as can
from apps.access.decorators import require
from apps.core import messages as text
from apps.learning import selectors

learning_required = require(can.can_open_learning_hub)


@learning_required
def learning_view(request):
    context = {"title": "Learning Hub", "product": "learning", "tiles": selectors.hub_tiles(),
               "breadcrumbs": [{"title": "Learning Hub"}]}  # fmt: skip
    return render(request, "learning/hub.html", context)


@learning_required
def micro_view(request, rest="micro"):
    context = {
        "title": "Micro Learns",
        "product": "learning",
        "groups": selectors.micro_learn_groups(),
        "empty_text": text.NO_LEARNING,
        "breadcrumbs": [{"title": "Learning Hub", "url": "/learning"}, {"title": "Micro Learns"}],
    }
    return render(request, "learning/micro.html", context)
