# cause: conv-stride-zero-div0
# expect: Divide by zero
# capture: stderr
import tvm
from tvm import relax

LAYERS = [dict(out=8, k=3, stride=1, pad=1), dict(out=8, k=3, stride=0, pad=1)]

bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType([1, 3, 32, 32], "float32"))
params = [x]
ws = []
cin = 3
for i, layer in enumerate(LAYERS):
    w = relax.Var(f"w{i}", relax.TensorType([layer["out"], cin, layer["k"], layer["k"]], "float32"))
    ws.append(w)
    cin = layer["out"]

with bb.function("main", params + ws):
    with bb.dataflow():
        h = x
        for i, (layer, w) in enumerate(zip(LAYERS, ws)):
            print("layer", i, layer)
            h = bb.emit(relax.op.nn.conv2d(h, w, strides=layer["stride"], padding=layer["pad"]))
            h = bb.emit(relax.op.nn.relu(h))
        gv = bb.emit_output(h)
    bb.emit_func_output(gv)
