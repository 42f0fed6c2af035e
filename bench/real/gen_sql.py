#!/usr/bin/env python3
"""bench/real: writes the SQLite workload, an SQL script for the sqlite3 shell on an in-memory
database: explicit INSERT statements in a transaction (the parser and the B-tree), bulk
inserts from recursive CTEs, indexes, indexed point queries, joins, aggregates, window
functions, string functions, updates and deletes. Deterministic: no random(), every value
comes from the script's own generator. Usage: gen_sql.py [SCALE] > workload.sql
(SCALE 1 is the measured size; the quick mode uses 0.1)."""
import sys

SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "xe", "zu", "pa", "qo"]


class Rng:
    """xorshift32: every build and every Python draws the same numbers."""

    def __init__(self, seed):
        self.state = seed

    def below(self, m):
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.state = x
        return x % m


def generate(scale):
    n = lambda x: max(1, int(x * scale))
    rng = Rng(4242)
    customers, products, orders, lookups = n(20000), n(2000), n(150000), n(30000)
    out = []
    w = out.append
    w("CREATE TABLE customer(id INTEGER PRIMARY KEY, name TEXT, city TEXT, joined INTEGER);")
    w("CREATE TABLE product(id INTEGER PRIMARY KEY, title TEXT, price INTEGER, category INTEGER);")
    w("CREATE TABLE orders(id INTEGER PRIMARY KEY, customer INTEGER, product INTEGER, "
      "qty INTEGER, day INTEGER, note TEXT);")
    cities = ["".join(SYLLABLES[rng.below(12)] for _ in range(3)).title() for _ in range(60)]
    w("BEGIN;")
    for i in range(1, customers + 1):
        name = "".join(SYLLABLES[rng.below(12)] for _ in range(2 + rng.below(3)))
        w("INSERT INTO customer VALUES(%d, '%s', '%s', %d);"
          % (i, name.title(), cities[rng.below(len(cities))], 18000 + rng.below(2000)))
    for i in range(1, products + 1):
        title = " ".join("".join(SYLLABLES[rng.below(12)] for _ in range(2)) for _ in range(3))
        w("INSERT INTO product(id, title, price, category) VALUES(%d, '%s', %d, %d);"
          % (i, title, 100 + rng.below(99900), rng.below(40)))
    w("COMMIT;")
    # Orders in bulk, from a linear congruential sequence computed by SQL itself.
    w("INSERT INTO orders SELECT i, 1 + (x / 1024) %% %d, 1 + (x / 4096) %% %d, "
      "1 + (x / 65536) %% 9, (x / 256) %% 365, printf('n%%08x-%%d', x, i %% 97) FROM (WITH RECURSIVE s(i, x) AS "
      "(SELECT 1, 777 UNION ALL SELECT i + 1, (x * 1103515245 + 12345) %% 2147483648 "
      "FROM s WHERE i < %d) SELECT i, x FROM s);" % (customers, products, orders))
    w("CREATE INDEX orders_customer ON orders(customer);")
    w("CREATE INDEX orders_day ON orders(day, qty);")
    w("CREATE INDEX customer_city ON customer(city, name);")
    w("SELECT count(*), sum(qty), min(note), max(note) FROM orders;")
    # Joins and aggregates.
    w("SELECT c.city, count(*), sum(o.qty * p.price) FROM orders o JOIN customer c ON c.id = o.customer "
      "JOIN product p ON p.id = o.product GROUP BY c.city ORDER BY 3 DESC, 1 LIMIT 10;")
    # Real values are printed as integers: SQLite converts them to text with long double
    # arithmetic, which valgrind runs at double precision (other last digits under callgrind).
    w("SELECT p.category, count(DISTINCT o.customer), CAST(avg(p.price) * 1000 AS INTEGER) FROM orders o "
      "JOIN product p ON p.id = o.product GROUP BY p.category ORDER BY 1;")
    w("SELECT day, count(*), max(qty) FROM orders WHERE day BETWEEN 100 AND 130 GROUP BY day ORDER BY day;")
    # Indexed point queries, driven by a CTE.
    w("SELECT sum(o.qty), count(*) FROM (WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 "
      "FROM k WHERE i < %d) SELECT 1 + (i * 7919) %% %d AS c FROM k) q "
      "JOIN orders o ON o.customer = q.c;" % (lookups, customers))
    w("SELECT count(*) FROM customer c WHERE c.city = '%s' AND c.name > 'M';" % cities[3])
    # Window functions and subqueries.
    w("SELECT customer, total, rnk FROM (SELECT customer, sum(qty) AS total, "
      "rank() OVER (ORDER BY sum(qty) DESC, customer) AS rnk FROM orders GROUP BY customer) "
      "WHERE rnk <= 10 ORDER BY rnk;")
    w("SELECT name, (SELECT count(*) FROM orders WHERE customer = c.id) AS n FROM customer c "
      "WHERE c.id % 97 = 5 ORDER BY n DESC, name LIMIT 10;")
    # Strings.
    w("SELECT count(*), sum(length(replace(upper(title), 'KA', '_'))), "
      "group_concat(substr(title, 4, 1), '') FROM (SELECT title FROM product WHERE title LIKE '%lo%' "
      "ORDER BY title LIMIT 200);")
    # Updates and deletes, then the aggregates again.
    w("UPDATE orders SET qty = qty + 1 WHERE day % 7 = 0;")
    w("DELETE FROM orders WHERE qty = 1 AND day > 300;")
    w("UPDATE product SET price = price * 2 WHERE category IN (SELECT category FROM product "
      "GROUP BY category HAVING count(*) > %d);" % max(1, products // 45))
    w("SELECT count(*), sum(qty), CAST(total(qty * 0.5) * 10 AS INTEGER) FROM orders;")
    w("SELECT c.city, sum(o.qty * p.price) AS v FROM orders o JOIN customer c ON c.id = o.customer "
      "JOIN product p ON p.id = o.product WHERE o.day < 60 GROUP BY c.city ORDER BY v DESC LIMIT 5;")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    sys.stdout.write(generate(float(sys.argv[1]) if len(sys.argv) > 1 else 1.0))
