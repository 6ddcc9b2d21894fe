"""The API's error shape also for the answers no operation of ours writes."""

from django.http import JsonResponse

from apps.api.services.errors import error_body

METHOD_NOT_ALLOWED = "Method not allowed"


class ApiMethodNotAllowedMiddleware:
    """django-ninja answers a method a path does not have (PATCH, an unknown verb) with a
    plain-text 405: under /api/ it becomes {message, level, status} like every other
    error (spec 1 §8), keeping the Allow header that says which methods the path has."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if response.status_code != 405 or not request.path_info.startswith("/api/"):
            return response
        if response.get("Content-Type", "").startswith("application/json"):
            return response
        shaped = JsonResponse(error_body(METHOD_NOT_ALLOWED, 405), status=405)
        if "Allow" in response:
            shaped["Allow"] = response["Allow"]
        return shaped
