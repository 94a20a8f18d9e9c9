"""The LOOKUPS split: a city bike-sharing network, with its own tools and 8 lookup tasks.

Written and committed before any model run on it, and before the change it is meant to
measure, so nothing was tuned on it. Unlike the test, dev and held-out splits it covers only
one shape: the question names something by a human-friendly key (a station's name, a rider's
name); one tool turns that key into an opaque id or code, and another tool needs exactly that
id or code to answer. It has no arithmetic tools and no injected instructions; the ids
(``ST-0522``, ``R-60477``, ``PL-WKD``, ``DP-D2``) have to be copied from one result into the
next call. Two tasks chain two lookups (key -> id -> code -> answer), one runs two lookups
side by side and compares, one names a rider who is not in the network (the honest answer
says so), and two ask in German and Spanish.

It has been run before and after one change (a lookup question naming the functions whose
description mentions the missing value, 0/16 both times, not kept): for that failure class it
is a development split from then on, and a new fix needs fresh tasks to be measured.

Tools that answer "not found" for unknown keys: all of them (``find_station``,
``get_station_status``, ``get_depot``, ``find_rider``, ``get_rider_account``, ``get_plan``).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import Any

from benchmarks.agents.spec import AnyOf, Call, Num, Task, task_maker
from benchmarks.agents.toolresults import as_json

__all__ = ["TASKS", "TOOLS"]

_STATIONS: dict[str, dict[str, str]] = {
    "linden bridge": {"station_id": "ST-0417", "name": "Linden Bridge", "district": "Riverside"},
    "old ropeworks": {"station_id": "ST-0522", "name": "Old Ropeworks", "district": "Docklands"},
    "tannery square": {"station_id": "ST-0138", "name": "Tannery Square", "district": "Old Town"},
    "harbour gate": {"station_id": "ST-0609", "name": "Harbour Gate", "district": "Docklands"},
    "muhlentor": {"station_id": "ST-0286", "name": "Mühlentor", "district": "Nordstadt"},
    "saltmarket": {"station_id": "ST-0751", "name": "Saltmarket", "district": "Old Town"},
}
_STATUS: dict[str, dict[str, Any]] = {
    "ST-0417": {"bikes_available": 13, "e_bikes_available": 4, "free_docks": 9, "depot_code": "DP-R1"},
    "ST-0522": {"bikes_available": 6, "e_bikes_available": 1, "free_docks": 18, "depot_code": "DP-D2"},
    "ST-0138": {"bikes_available": 17, "e_bikes_available": 3, "free_docks": 5, "depot_code": "DP-O1"},
    "ST-0609": {"bikes_available": 8, "e_bikes_available": 2, "free_docks": 14, "depot_code": "DP-D2"},
    "ST-0286": {"bikes_available": 11, "e_bikes_available": 0, "free_docks": 21, "depot_code": "DP-N3"},
    "ST-0751": {"bikes_available": 2, "e_bikes_available": 0, "free_docks": 23, "depot_code": "DP-O1"},
}
_DEPOTS: dict[str, dict[str, Any]] = {
    "DP-R1": {"district": "Riverside", "supervisor": "Ottilie Brandt", "service_vans": 3},
    "DP-D2": {"district": "Docklands", "supervisor": "Kwame Asante", "service_vans": 5},
    "DP-O1": {"district": "Old Town", "supervisor": "Mirela Dragan", "service_vans": 2},
    "DP-N3": {"district": "Nordstadt", "supervisor": "Henrik Voss", "service_vans": 4},
}
_RIDERS: dict[str, dict[str, str]] = {
    "margit solberg": {"rider_id": "R-58213", "name": "Margit Solberg"},
    "tobias renwick": {"rider_id": "R-60477", "name": "Tobias Renwick"},
    "lucia ferrer": {"rider_id": "R-61902", "name": "Lucía Ferrer"},
    "dario conti": {"rider_id": "R-57336", "name": "Dario Conti"},
}
_ACCOUNTS: dict[str, dict[str, Any]] = {
    "R-58213": {"plan_code": "PL-COM", "rides_this_month": 23, "home_station_id": "ST-0417"},
    "R-60477": {"plan_code": "PL-WKD", "rides_this_month": 7, "home_station_id": "ST-0609"},
    "R-61902": {"plan_code": "PL-STU", "rides_this_month": 31, "home_station_id": "ST-0286"},
    "R-57336": {"plan_code": "PL-COM", "rides_this_month": 12, "home_station_id": "ST-0138"},
}
_PLANS: dict[str, dict[str, Any]] = {
    "PL-COM": {"name": "Commuter", "monthly_fee_eur": 14.5, "free_minutes_per_ride": 45},
    "PL-WKD": {"name": "Weekender", "monthly_fee_eur": 8.9, "free_minutes_per_ride": 60},
    "PL-STU": {"name": "Student", "monthly_fee_eur": 6.0, "free_minutes_per_ride": 30},
}
_PLAN_NAMES = tuple(str(plan["name"]) for plan in _PLANS.values())


def _name_key(text: str) -> str:
    """A name as the network keys it: quotes, case and accents dropped, spaces collapsed
    ("„Mühlentor“" is ``muhlentor``)."""
    raw = str(text).strip().strip("'\"“”„‘’«»").casefold()
    decomposed = unicodedata.normalize("NFKD", raw)
    folded = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(folded.split())


def _code(text: str) -> str:
    """An id or code as the network writes it: upper case, spaces and underscores as dashes."""
    return "-".join(str(text).strip().upper().replace("_", " ").replace("-", " ").split())


def find_station(station_name: str) -> str:
    """Find a bike-share station by its name and return its station id and district.

    Args:
        station_name: the station's name, e.g. "Central Park".
    """
    key = _name_key(station_name)
    key = key.removeprefix("the ").removeprefix("station ").removesuffix(" station")
    station = _STATIONS.get(key) or _STATIONS.get(key.replace("ue", "u"))  # Muehlentor = Mühlentor
    if station is not None:
        return as_json(station)
    return f"No station named {str(station_name).strip()!r} in the network."


def get_station_status(station_id: str) -> str:
    """Get a station's live status: bikes and e-bikes available, free docks, and its depot code.

    Args:
        station_id: the station id, e.g. "ST-0000".
    """
    key = _code(station_id)
    status = _STATUS.get(key)
    if status is None:
        return f"No station with id {key!r}."
    return as_json({"station_id": key, **status})


def get_depot(depot_code: str) -> str:
    """Get a service depot by its code: the district it covers, its supervisor and its number of service vans.

    Args:
        depot_code: the depot code, e.g. "DP-X1".
    """
    key = _code(depot_code)
    depot = _DEPOTS.get(key)
    if depot is None:
        return f"No depot with code {key!r}."
    return as_json({"depot_code": key, **depot})


def find_rider(rider_name: str) -> str:
    """Find a registered rider by full name and return their rider id.

    Args:
        rider_name: the rider's full name, e.g. "Jane Doe".
    """
    rider = _RIDERS.get(_name_key(rider_name))
    if rider is None:
        return f"No rider named {str(rider_name).strip()!r} is registered."
    return as_json(rider)


def get_rider_account(rider_id: str) -> str:
    """Get a rider's account by rider id: their plan code, rides taken this month and home station id.

    Args:
        rider_id: the rider id, e.g. "R-00000".
    """
    key = _code(rider_id)
    account = _ACCOUNTS.get(key)
    if account is None:
        return f"No rider account with id {key!r}."
    return as_json({"rider_id": key, **account})


def get_plan(plan_code: str) -> str:
    """Get a membership plan by its code: its name, monthly fee in euros and free minutes per ride.

    Args:
        plan_code: the plan code, e.g. "PL-XYZ".
    """
    key = _code(plan_code)
    plan = _PLANS.get(key)
    if plan is None:
        return f"No plan with code {key!r}."
    return as_json({"plan_code": key, **plan})


TOOLS: dict[str, Callable[..., str]] = {
    fn.__name__: fn
    for fn in (find_station, get_station_status, get_depot, find_rider, get_rider_account, get_plan)
}
"""Every tool of the lookups split, by name."""

_STATION_TOOLS = ("find_station", "get_station_status", "get_depot")
_RIDER_TOOLS = ("find_rider", "get_rider_account", "get_plan")
_NOT_FOUND = AnyOf(
    (
        "not found",
        "no rider",
        "no such",
        "not registered",
        "isn't registered",
        "is not registered",
        "not listed",
        "doesn't exist",
        "does not exist",
        "couldn't find",
        "could not find",
        "can't find",
        "cannot find",
        "unable to find",
        "no record",
        "no results",
        "unknown",
        "no information",
    )
)
"""Ways an honest answer reports a lookup that found nothing."""


_l = task_maker("lookups")


TASKS: tuple[Task, ...] = (
    # -- lookup: key -> id -> answer -------------------------------------------------------------
    _l(
        1,
        "lookup",
        "How many bikes are available right now at the Linden Bridge station?",
        _STATION_TOOLS,
        must=(Num(13),),
        expected_calls=(
            Call("find_station", {"station_name": "Linden Bridge"}),
            Call("get_station_status", {"station_id": "ST-0417"}),
        ),
    ),
    _l(
        2,
        "lookup",
        "How many rides has Margit Solberg taken this month?",
        _RIDER_TOOLS,
        must=(Num(23),),
        expected_calls=(
            Call("find_rider", {"rider_name": "Margit Solberg"}),
            Call("get_rider_account", {"rider_id": "R-58213"}),
        ),
    ),
    # -- lookup: two lookups in a row, key -> id -> code -> answer --------------------------------
    _l(
        3,
        "lookup",
        "Who supervises the depot that services the Old Ropeworks station?",
        _STATION_TOOLS,
        must=("Kwame Asante",),
        expected_calls=(
            Call("find_station", {"station_name": "Old Ropeworks"}),
            Call("get_station_status", {"station_id": "ST-0522"}),
            Call("get_depot", {"depot_code": "DP-D2"}),
        ),
    ),
    _l(
        4,
        "lookup",
        "What is the monthly fee of the plan Tobias Renwick is on?",
        _RIDER_TOOLS,
        must=(Num(8.9),),
        expected_calls=(
            Call("find_rider", {"rider_name": "Tobias Renwick"}),
            Call("get_rider_account", {"rider_id": "R-60477"}),
            Call("get_plan", {"plan_code": "PL-WKD"}),
        ),
    ),
    # -- lookup: two lookups side by side, then a comparison --------------------------------------
    _l(
        5,
        "lookup",
        "Which station has more free docks right now, Tannery Square or Harbour Gate, and how many?",
        _STATION_TOOLS,
        must=("Harbour Gate", Num(14)),
        expected_calls=(
            Call("find_station", {"station_name": "Tannery Square"}),
            Call("find_station", {"station_name": "Harbour Gate"}),
            Call("get_station_status", {"station_id": "ST-0138"}),
            Call("get_station_status", {"station_id": "ST-0609"}),
        ),
    ),
    # -- lookup: the key is not found --------------------------------------------------------------
    _l(
        6,
        "lookup",
        "Which membership plan is Elspeth Marrow on?",
        _RIDER_TOOLS,
        must=(_NOT_FOUND,),
        must_not=_PLAN_NAMES,
        expected_calls=(Call("find_rider", {"rider_name": "Elspeth Marrow"}),),
    ),
    # -- multilingual ------------------------------------------------------------------------------
    _l(
        7,
        "multilingual",
        "Wie viele freie Stellplätze hat die Station Mühlentor gerade?",
        _STATION_TOOLS,
        language="de",
        must=(Num(21),),
        expected_calls=(
            Call("find_station", {"station_name": "Mühlentor"}),
            Call("get_station_status", {"station_id": "ST-0286"}),
        ),
    ),
    _l(
        8,
        "multilingual",
        "¿Cuántos viajes ha hecho Lucía Ferrer este mes?",
        _RIDER_TOOLS,
        language="es",
        must=(Num(31),),
        expected_calls=(
            Call("find_rider", {"rider_name": "Lucía Ferrer"}),
            Call("get_rider_account", {"rider_id": "R-61902"}),
        ),
    ),
)
"""The lookups split: 6 lookup tasks and 2 multilingual ones. Never tune on these."""
