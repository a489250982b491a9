# cause: convertlayout-concat-negative-axis
# expect: DataflowBlock Pass should not rewrite
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax


def dense_block(bb, x, ws):
    feats = [x]
    for w in ws:
        inp = feats[0] if len(feats) == 1 else bb.emit(relax.op.concat(feats, axis=1))
        y = bb.emit(relax.op.nn.conv2d(inp, w, padding=1))
        feats.append(bb.emit(relax.op.nn.relu(y)))
    return bb.emit(relax.op.concat(feats[1:], axis=-3))


bb = relax.BlockBuilder()
x = relax.Var("x", relax.TensorType([1, 4, 8, 8], "float32"))
ws = [relax.Var("w0", relax.TensorType([4, 4, 3, 3], "float32")), relax.Var("w1", relax.TensorType([4, 8, 3, 3], "float32"))]
with bb.function("main", [x] + ws):
    with bb.dataflow():
        out = dense_block(bb, x, ws)
        gv = bb.emit_output(out)
    bb.emit_func_output(gv)

with tvm.transform.PassContext(opt_level=3):
    mod = relax.transform.ConvertLayout({"relax.nn.conv2d": ["NCHW4c", "OIHW4o"]})(bb.get())
print(mod)
