# cause: pool-stride-zero-div0
# expect: Divide by zero
# capture: combined
# post: crlf
import json

from tvm import relax

CONFIG = json.loads('{"pool": {"kind": "avg", "size": [2, 2], "stride": [2, 0], "ceil_mode": true}}')
print("config:", CONFIG)

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType([4, 8, 9, 9], "float32"))
with bb.function("main", [x]):
    with bb.dataflow():
        pc = CONFIG["pool"]
        op = relax.op.nn.avg_pool2d if pc["kind"] == "avg" else relax.op.nn.max_pool2d
        y = bb.emit(op(x, pool_size=pc["size"], strides=pc["stride"], ceil_mode=pc["ceil_mode"]))
        gv = bb.emit_output(y)
    bb.emit_func_output(gv)
print("ok")
