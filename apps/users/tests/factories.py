import factory

from apps.accounts.models import Account
from apps.licences.models import Licence
from apps.users.models import User


class AccountFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Account

    name = factory.Sequence(lambda n: f"Test School {n}")
    status = 30


class LicenceFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Licence

    account = factory.SubFactory(AccountFactory)
    licence_type_id = 50
    products = factory.LazyFunction(lambda: ["pe", "gym", "dance"])
    years = factory.LazyFunction(lambda: list(range(7)))
    status = "new"
    start_date = factory.Faker("date_between", start_date="-100d", end_date="-1d")
    end_date = factory.Faker("date_between", start_date="+1d", end_date="+200d")


class UserFactory(factory.django.DjangoModelFactory):
    """A school user whose account has a current full membership."""

    class Meta:
        model = User
        skip_postgeneration_save = True

    email = factory.Sequence(lambda n: f"user{n}@school.example.com")
    first_name = "Test"
    last_name = factory.Sequence(lambda n: f"User{n}")
    account = factory.LazyFunction(lambda: LicenceFactory().account)
    password = factory.PostGenerationMethodCall("set_password", "Password1!")

    @factory.post_generation
    def _save(obj, create, extracted, **kwargs):
        if create:
            obj.save()
