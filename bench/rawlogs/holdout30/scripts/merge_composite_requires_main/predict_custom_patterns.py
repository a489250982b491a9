# cause: merge_composite_requires_main
# expect: Cannot find global var "main" in the Module
# capture: pytest-native
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Scorer:
    @R.function
    def predict(
        feats: R.Tensor((32, 48), "float32"),
        w: R.Tensor((48, 2), "float32"),
        b: R.Tensor((2,), "float32"),
    ) -> R.Tensor((32, 2), "float32"):
        with R.dataflow():
            logits = R.add(R.matmul(feats, w), b)
            probs = R.nn.log_softmax(logits, axis=-1)
            R.output(probs)
        return probs


def partition(mod):
    dense = is_op("relax.add")(is_op("relax.matmul")(wildcard(), wildcard()), wildcard())
    patterns = [
        ("mylib.dense_logsoftmax", is_op("relax.nn.log_softmax")(dense)),
        ("mylib.dense", dense),
    ]
    mod = relax.transform.FuseOpsByPattern(patterns, bind_constants=False)(mod)
    return relax.transform.MergeCompositeFunctions()(mod)


def test_partition_scorer():
    mod = partition(Scorer)
    codegen_funcs = [
        gv for gv, f in mod.functions.items() if f.attrs is not None and "Codegen" in f.attrs
    ]
    assert len(codegen_funcs) == 1
