package redis

import goredis "github.com/redis/go-redis/v9"

// scripts are the Lua scripts behind every update that must be atomic across
// replicas. They are built per Store (not package variables) and sent by
// hash, falling back to the full source when the server has not seen it.
type scripts struct {
	putSession         *goredis.Script
	deleteSession      *goredis.Script
	deleteUserSessions *goredis.Script
	beginIdempotent    *goredis.Script
	releaseIdempotent  *goredis.Script
	renewIdempotent    *goredis.Script
	completeIdempotent *goredis.Script
}

func newScripts() scripts {
	return scripts{
		putSession:         goredis.NewScript(putSessionLua),
		deleteSession:      goredis.NewScript(deleteSessionLua),
		deleteUserSessions: goredis.NewScript(deleteUserSessionsLua),
		beginIdempotent:    goredis.NewScript(beginIdempotentLua),
		releaseIdempotent:  goredis.NewScript(releaseIdempotentLua),
		renewIdempotent:    goredis.NewScript(renewIdempotentLua),
		completeIdempotent: goredis.NewScript(completeIdempotentLua),
	}
}

// putSessionLua writes the session hash and indexes it under its user,
// moving it out of a previous user's index. Index scores are expiry times
// (server clock, ms): expired ids are pruned on every put, and the index
// lives as long as its longest-lived session.
//
// The hash's field v counts the session's writes (a hash written without
// it counts as version 1, an absent hash as 0). With an expected version
// the write happens only while v still equals it, in the same atomic step
// (SwapSession); it returns 1 when it wrote and 0 when it did not.
//
// KEYS[1] session key; ARGV: id, user, data, ttl ms, user-index key prefix,
// expected version or "" for an unconditional put.
const putSessionLua = `
local skey, id, user, ttl, uprefix = KEYS[1], ARGV[1], ARGV[2], tonumber(ARGV[4]), ARGV[5]
local version = 0
if redis.call('EXISTS', skey) == 1 then
  version = tonumber(redis.call('HGET', skey, 'v') or '1')
end
if ARGV[6] ~= '' and tonumber(ARGV[6]) ~= version then
  return 0
end
local old = redis.call('HGET', skey, 'u')
if old and old ~= '' and old ~= user then
  redis.call('ZREM', uprefix .. old, id)
end
redis.call('HSET', skey, 'u', user, 'd', ARGV[3], 'v', version + 1)
redis.call('PEXPIRE', skey, ttl)
if user ~= '' then
  local t = redis.call('TIME')
  local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
  local idx = uprefix .. user
  redis.call('ZADD', idx, now + ttl, id)
  redis.call('ZREMRANGEBYSCORE', idx, '-inf', now)
  if redis.call('PTTL', idx) < ttl then
    redis.call('PEXPIRE', idx, ttl)
  end
end
return 1
`

// deleteSessionLua removes a session and its index entry.
//
// KEYS[1] session key; ARGV: id, user-index key prefix.
const deleteSessionLua = `
local user = redis.call('HGET', KEYS[1], 'u')
redis.call('DEL', KEYS[1])
if user and user ~= '' then
  redis.call('ZREM', ARGV[2] .. user, ARGV[1])
end
return 1
`

// deleteUserSessionsLua removes every session in a user's index that still
// belongs to that user, then the index, and returns how many sessions it
// removed.
//
// KEYS[1] user index key; ARGV: session key prefix, user.
const deleteUserSessionsLua = `
local n = 0
for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  local skey = ARGV[1] .. id
  if redis.call('HGET', skey, 'u') == ARGV[2] then
    n = n + redis.call('DEL', skey)
  end
end
redis.call('DEL', KEYS[1])
return n
`

// redisNowMs is the Redis server's clock in milliseconds, shared by every
// replica, for the leases of idempotency reservations.
const redisNowMs = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
`

// beginIdempotentLua reserves the key with the in-progress record, or
// returns the record already there: {1, mine} or {0, theirs}. A record in
// progress with the same fingerprint whose lease lapsed is taken over.
// The record lives its lease plus the time a lapsed one is kept.
//
// KEYS[1] record key; ARGV: record JSON, lease ms, kept ms, the
// in-progress state name, fingerprint.
const beginIdempotentLua = redisNowMs + `
local v = redis.call('GET', KEYS[1])
if v then
  local rec = cjson.decode(v)
  if rec.state ~= ARGV[4] or rec.fingerprint ~= ARGV[5] or (tonumber(rec.leaseUntil) or 0) > now then
    return {0, v}
  end
end
local mine = cjson.decode(ARGV[1])
mine.leaseUntil = now + tonumber(ARGV[2])
local out = cjson.encode(mine)
redis.call('SET', KEYS[1], out, 'PX', tonumber(ARGV[2]) + tonumber(ARGV[3]))
return {1, out}
`

// completeIdempotentLua writes the done record, unconditionally without a
// holder, else only while the key is absent or in progress under it.
//
// KEYS[1] record key; ARGV: record JSON, ttl ms, the in-progress state
// name, holder or "".
const completeIdempotentLua = `
if ARGV[4] ~= '' then
  local v = redis.call('GET', KEYS[1])
  if v then
    local rec = cjson.decode(v)
    if rec.state ~= ARGV[3] or rec.holder ~= ARGV[4] then
      return 0
    end
  end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
`

// releaseIdempotentLua deletes the record only while it is in progress
// under the holder.
//
// KEYS[1] record key; ARGV: the in-progress state name, holder.
const releaseIdempotentLua = `
local v = redis.call('GET', KEYS[1])
if v and ARGV[2] ~= '' then
  local rec = cjson.decode(v)
  if rec.state == ARGV[1] and rec.holder == ARGV[2] then
    return redis.call('DEL', KEYS[1])
  end
end
return 0
`

// renewIdempotentLua moves the record's lease only while it is in
// progress under the holder, returning 1 when it did and 0 when the
// record is gone, done or someone else's.
//
// KEYS[1] record key; ARGV: the in-progress state name, holder, lease ms,
// kept ms.
const renewIdempotentLua = redisNowMs + `
local v = redis.call('GET', KEYS[1])
if not v or ARGV[2] == '' then
  return 0
end
local rec = cjson.decode(v)
if rec.state ~= ARGV[1] or rec.holder ~= ARGV[2] then
  return 0
end
rec.leaseUntil = now + tonumber(ARGV[3])
redis.call('SET', KEYS[1], cjson.encode(rec), 'PX', tonumber(ARGV[3]) + tonumber(ARGV[4]))
return 1
`
