# cause: convertlayout-concat-negative-axis
# expect: DataflowBlock Pass should not rewrite or delete any global-scope Var
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Fpn:
    @R.function
    def main(p3: R.Tensor((1, 4, 8, 8), "float32"), w: R.Tensor((4, 4, 3, 3), "float32")):
        with R.dataflow():
            a = R.nn.conv2d(p3, w, padding=1)
            b = R.nn.conv2d(a, w, padding=1)
            c = R.concat((a, b), axis=-4)
            R.output(c)
        return c


pipeline = tvm.transform.Sequential(
    [
        relax.transform.ConvertLayout({"relax.nn.conv2d": ["NCHW2c", "OIHW2o"]}),
        relax.transform.Normalize(),
        relax.transform.LegalizeOps(),
    ]
)
print("running", [p.info.name for p in pipeline.passes] if hasattr(pipeline, "passes") else "pipeline")
mod = pipeline(Fpn)
print(mod)
