"""Writes a deterministic dataset of FCM messages as JSON Lines, a mix of good and bad ones, to try
lint_dataset.py on (and for the pipeline tests).

    python3 make_dataset.py messages.jsonl --count 5000 --seed 7
"""

import argparse
import json
import random

# Each kind makes one message from a number; the bad ones trip one or two rules each.
KINDS = {
    "good-notification": lambda n: {
        "message": {"token": f"token-{n:06d}", "notification": {"title": f"Order {n}", "body": "Your order has shipped"}}
    },
    "good-data": lambda n: {"message": {"topic": "orders", "data": {"order_id": str(n), "status": "shipped"}}},
    "data-number": lambda n: {"message": {"topic": "orders", "data": {"order_id": n, "status": "shipped"}}},
    "ttl-without-unit": lambda n: {"message": {"token": f"token-{n:06d}", "android": {"ttl": "3600"}, "data": {"k": "v"}}},
    "legacy-body": lambda n: {"to": f"token-{n:06d}", "notification": {"title": "Hi", "body": "Legacy"}},
    "unknown-field": lambda n: {"message": {"token": f"token-{n:06d}", "notificaton": {"title": "Typo"}}},
    "good-apns-alert": lambda n: {
        "message": {"token": f"token-{n:06d}", "apns": {"payload": {"aps": {"alert": {"title": "Hi", "body": "There"}}}}}
    },
}
BROKEN = '{"message": {"token": "token-%06d", "data": {"k": "v"}'  # not valid JSON: unclosed


def messages(count, seed):
    """`count` lines of JSON text: valid messages of every kind, and now and then one cut short.

    No two neighbouring messages are both legacy bodies: shape-detected notes a legacy body only
    where the shape changes, so a dataset split anywhere (Spark partitions) counts it the same.
    """
    rng = random.Random(seed)
    names = sorted(KINDS)
    previous = None
    for n in range(count):
        if rng.random() < 0.03:
            yield BROKEN % n  # linted as nothing: the shape before it still counts
            continue
        name = rng.choice(names)
        while name == "legacy-body" and previous == "legacy-body":
            name = rng.choice(names)
        previous = name
        yield json.dumps(KINDS[name](n), separators=(",", ":"))


def write(path, count=3000, seed=7):
    with open(path, "w", encoding="utf-8") as out:
        for line in messages(count, seed):
            out.write(line + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output")
    parser.add_argument("--count", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    write(args.output, args.count, args.seed)


if __name__ == "__main__":
    main()
