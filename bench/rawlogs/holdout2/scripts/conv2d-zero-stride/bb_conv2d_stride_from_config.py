# cause: conv2d-zero-stride
# expect: Divide by zero
# capture: combined
import tvm
from tvm import relax

layers = [
    {"name": "conv1", "out": 8, "k": 3, "stride": 1},
    {"name": "conv2", "out": 16, "k": 3, "stride": 2},
    {"name": "conv3", "out": 16, "k": 1, "stride": 0},
]


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 3, 64, 64), "float32"))
    weights = []
    cin = 3
    for l in layers:
        weights.append(relax.Var(l["name"] + "_w", relax.TensorType((l["out"], cin, l["k"], l["k"]), "float32")))
        cin = l["out"]
    with bb.function("main", [x] + weights):
        with bb.dataflow():
            h = x
            for l, w in zip(layers, weights):
                print(f"emitting {l['name']} stride={l['stride']}")
                h = bb.emit(relax.op.nn.conv2d(h, w, strides=l["stride"]))
            out = bb.emit_output(h)
        bb.emit_func_output(out)
    return bb.get()


mod = build()
print(mod)
