# cause: mean-zero-extent-divide
# expect: Divide by zero
# capture: combined
"""Per-channel variance of an empty batch of features (from a data loader that yielded nothing)."""
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class FeatureStats:
    @R.function
    def main(feats: R.Tensor((2, 3, 0), "float32")) -> R.Tensor((2, 3), "float32"):
        with R.dataflow():
            var = R.variance(feats, axis=[2], keepdims=False)
            R.output(var)
        return var


print(FeatureStats.script())
print("legalizing ...")
lowered = relax.transform.LegalizeOps()(FeatureStats)
print(lowered.script())
