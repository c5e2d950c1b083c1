"""How bench/tpu_tuned_tables.py scores a rule (the estimate, the roofline,
the largest blocks) by the tuned entry's place among a key's variants, and
sums a kernel's keys up; bench/experiments/tpu_step_cost_probe.py scores its what-ifs
with the same functions."""
import statistics


def rank_of(scores, tuned):
    """The tuned entry's expected rank when ties are broken at random: 1 + how many variants score
    strictly lower + half of those that tie with it. A rule that cannot tell variants apart (the
    largest-blocks rule gives every equal block volume one score) earns no rank it did not decide."""
    ahead = sum(1 for s in scores.values() if s < scores[tuned])
    tied = sum(1 for s in scores.values() if s == scores[tuned]) - 1
    return 1 + ahead + tied / 2


def best_rank_of(scores, tuned):
    """1 + how many variants score strictly lower than the tuned one (ties share the better rank)."""
    return 1 + sum(1 for s in scores.values() if s < scores[tuned])


def first_share(scores, tuned):
    """How likely the rule picks the tuned entry: 1 / the size of the first place's tie, if it is in it."""
    if any(s < scores[tuned] for s in scores.values()):
        return 0.0
    return 1.0 / sum(1 for s in scores.values() if s == scores[tuned])


def summary(judged):
    done = [j for j in judged if "rank" in j]
    if not done:
        return {"keys": len(judged), "judged": 0}

    def share(values):
        return sum(values) / len(judged)
    return {"keys": len(judged), "judged": len(done),
            "within_10pct": share([j["gap"] <= 0.10 for j in done]),
            "median_rank": statistics.median(j["rank"] for j in done),
            "mean_rank": statistics.mean(j["rank"] for j in done),
            "roofline_mean_rank": statistics.mean(j["roofline_rank"] for j in done),
            "largest_mean_rank": statistics.mean(j["largest_rank"] for j in done),
            "top1": share([j["first"]["estimate"] for j in done]),
            "roofline_within_10pct": share([j["roofline_gap"] <= 0.10 for j in done]),
            "roofline_median_rank": statistics.median(j["roofline_rank"] for j in done),
            "roofline_top1": share([j["first"]["roofline"] for j in done]),
            "largest_median_rank": statistics.median(j["largest_rank"] for j in done),
            "largest_top1": share([j["first"]["largest"] for j in done]),
            "descriptors_median_rank": statistics.median(j["descriptors_rank"] for j in done),
            "best_rank_means": {rule: statistics.mean(j["best_rank"][rule] for j in done)
                                for rule in ("estimate", "roofline", "largest")},
            "median_variants": statistics.median(j["compiled"] for j in done),
            "median_spread": statistics.median(j["spread"] for j in done)}
