# cause: merge_composite_rejects_match_cast
# expect: Invalid type: relax\.expr\.MatchCast
# capture: pytest
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.tirx import Var as SizeVar


def build():
    bb = relax.BlockBuilder()
    flat = relax.Var("flat", relax.TensorType(None, "float32", ndim=2))
    w = relax.Var("w", relax.TensorType((16, 8), "float32"))
    batch = SizeVar("batch", "int64")
    with bb.function("main", [flat, w]):
        with bb.dataflow():
            x = bb.match_cast(flat, relax.TensorType((batch, 16), "float32"))
            y = bb.emit(relax.op.matmul(x, w))
            out = bb.emit_output(relax.op.sigmoid(y))
        bb.emit_func_output(out)
    return bb.get()


def test_partition_dynamic_batch():
    mod = build()
    pat = is_op("relax.sigmoid")(is_op("relax.matmul")(wildcard(), wildcard()))
    mod = relax.transform.FuseOpsByPattern([("mylib.dense_sigmoid", pat)])(mod)
    mod = relax.transform.MergeCompositeFunctions()(mod)
    assert any(f.attrs is not None and "Codegen" in f.attrs for f in mod.functions.values())
