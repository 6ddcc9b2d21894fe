"""A plain page with a title and one line of text, in a product's theme: what an area
shows until its issue builds it (BURSTS, My Account, the Learning Hub, support)."""

from django.shortcuts import render

from apps.core.catalogue import PRODUCT_NAMES


def area_page(request, title, product=None, text=""):
    context = {"title": title, "product": product, "product_name": PRODUCT_NAMES.get(product), "text": text}
    return render(request, "core/area.html", context)
