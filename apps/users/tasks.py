from celery import shared_task

from apps.users.services import temp_users_remove_expired


@shared_task
def remove_expired_temp_users():
    """Daily (Celery beat). Safe to run twice: a second run finds nobody left."""
    return temp_users_remove_expired()
