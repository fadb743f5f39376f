"""Lints a dataset of FCM messages (JSON Lines: one message per line) on Apache Spark and counts the
findings per rule.

Every partition of the dataset is piped through one notifykit-lint process (`RDD.pipe`): the
process reads the partition's lines on standard input and writes one JSON record per message
(`--format jsonl`, Documentation/Pipeline.md), which Spark parses and aggregates.

    python3 lint_dataset.py messages.jsonl --binary /path/to/notifykit-lint --master 'local[2]'
"""

import argparse
import json
import shlex
import sys
from operator import add


def lint_command(binary, extra=()):
    """The command each partition is piped through.

    `--stdin-filename partition.jsonl` makes every line a message whatever the first one holds (an
    unnamed standard input whose first line is not valid JSON would be read as one document);
    `--exit-zero` keeps findings from failing the task, while a tool error (exit 2: a line over the
    input limit, say) still does, since the job pipes with `checkCode=True`.
    """
    return [binary, "check", "--format", "jsonl", "--exit-zero", "--stdin-filename", "partition.jsonl", *extra, "-"]


def findings_per_rule(records):
    """(rule id, 1) for every finding of every record (an RDD of record lines)."""
    return records.map(json.loads).flatMap(lambda record: [(finding["ruleId"], 1) for finding in record["findings"]])


def run(spark_context, path, binary, partitions=None, extra=()):
    """Lints the dataset at `path`; returns the number of messages and the findings per rule."""
    lines = spark_context.textFile(path, minPartitions=partitions) if partitions else spark_context.textFile(path)
    records = lines.pipe(shlex.join(lint_command(binary, extra)), checkCode=True).cache()
    messages = records.map(json.loads).filter(lambda record: record["index"] is not None).count()
    counts = dict(findings_per_rule(records).reduceByKey(add).collect())
    records.unpersist()
    return messages, dict(sorted(counts.items()))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dataset", help="a JSON Lines file or directory Spark can read (textFile)")
    parser.add_argument("--binary", default="notifykit-lint", help="the notifykit-lint binary, on every worker")
    parser.add_argument("--master", default=None, help="the Spark master, e.g. local[2] (default: spark-submit's)")
    parser.add_argument("--partitions", type=int, default=None, help="the least number of partitions to split the dataset into")
    parser.add_argument("--config", default=None, help="a .notifykit-lint.json for every worker (default: none)")
    args = parser.parse_args(argv)

    from pyspark.sql import SparkSession

    builder = SparkSession.builder.appName("notifykit-lint")
    if args.master:
        builder = builder.master(args.master)
    spark = builder.getOrCreate()
    try:
        extra = ["--config", args.config] if args.config else ["--no-config"]
        messages, counts = run(spark.sparkContext, args.dataset, args.binary, args.partitions, extra)
    finally:
        spark.stop()
    json.dump({"messages": messages, "findingsPerRule": counts}, sys.stdout, indent=2)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
