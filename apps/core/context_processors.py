from apps.core.chrome import chrome as _chrome


def chrome(request):
    return _chrome(request)
