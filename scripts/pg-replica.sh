#!/usr/bin/env bash
# A streaming hot standby of the local PostgreSQL 15 cluster (`main`, port 5432) as cluster `replica` on
# 127.0.0.1:5433, for the multi-server test and drill (docs/deployment.md). Run as root; safe to run again: a standby
# that already streams is left alone, anything else under the name `replica` is rebuilt from a fresh base backup.
set -euo pipefail

VERSION=15
PRIMARY_PORT=5432
REPLICA_PORT=5433
CLUSTER=replica
ROLE=estante_replication
PASSWORD=estante_replication
SLOT=estante_replica
DATA_DIR=/var/lib/postgresql/$VERSION/$CLUSTER

as_postgres() { su postgres -c "$1"; }
primary_sql() { as_postgres "psql -p $PRIMARY_PORT -qtAc \"$1\""; }

# The primary: a role that may replicate, and a pg_hba line letting it in over loopback (Debian's default file has
# one for every role; a hardened file may not).
primary_sql "select 1 from pg_roles where rolname = '$ROLE'" | grep -q 1 \
  || primary_sql "create role $ROLE login replication password '$PASSWORD'"
hba=$(primary_sql 'show hba_file')
if ! grep -Eq "^host[[:space:]]+replication[[:space:]]+(all|$ROLE)[[:space:]]+127\.0\.0\.1/32" "$hba"; then
  echo "host replication $ROLE 127.0.0.1/32 scram-sha-256" >>"$hba"
  primary_sql 'select pg_reload_conf()' >/dev/null
fi

streaming() {
  primary_sql "select 1 from pg_stat_replication r join pg_replication_slots s on s.active_pid = r.pid
               where s.slot_name = '$SLOT' and r.state = 'streaming'" | grep -q 1
}

if pg_lsclusters -h | awk -v c="$CLUSTER" '$1 == "'$VERSION'" && $2 == c' | grep -q .; then
  pg_ctlcluster $VERSION $CLUSTER start >/dev/null 2>&1 || true
  for _ in $(seq 1 20); do streaming && break; sleep 0.5; done
  if streaming; then
    echo "replica: streaming on 127.0.0.1:$REPLICA_PORT"
    exit 0
  fi
  echo "replica: cluster $CLUSTER exists but does not stream; rebuilding it" >&2
  pg_ctlcluster $VERSION $CLUSTER stop 2>/dev/null || true
  pg_dropcluster $VERSION $CLUSTER
fi

# A slot keeps the WAL the standby has not received yet (a loaded CI machine may leave it behind for a while).
primary_sql "select pg_drop_replication_slot('$SLOT') from pg_replication_slots where slot_name = '$SLOT'" >/dev/null
pg_createcluster $VERSION $CLUSTER -p $REPLICA_PORT >/dev/null
# Queries on the standby tell the primary which rows they still read, so its vacuum does not cancel them.
echo "hot_standby_feedback = on" >/etc/postgresql/$VERSION/$CLUSTER/conf.d/estante-standby.conf
find "$DATA_DIR" -mindepth 1 -delete
as_postgres "PGPASSWORD=$PASSWORD pg_basebackup -h 127.0.0.1 -p $PRIMARY_PORT -U $ROLE -D $DATA_DIR -R -X stream -C -S $SLOT -c fast"
pg_ctlcluster $VERSION $CLUSTER start
for _ in $(seq 1 60); do streaming && break; sleep 0.5; done
streaming || { echo "replica: started but not streaming (see /var/log/postgresql/postgresql-$VERSION-$CLUSTER.log)" >&2; exit 1; }
echo "replica: streaming on 127.0.0.1:$REPLICA_PORT"
