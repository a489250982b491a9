# cause: tir-float64-literal-narrowed
# expect: exceeds minimum of float32|value >= std::numeric_limits<float>::lowest\(\)
# capture: ipython
import tvm
from tvm import te

A = te.placeholder((4, 4), "float64", name="A")
k = te.reduce_axis((0, 4), name="k")
R = te.compute((4,), lambda i: te.max(A[i, k], axis=k), name="R")
func = te.create_prim_func([A, R]).with_attr("global_symbol", "row_max")

# archived as JSON by the export job, reviewed later as TVMScript
restored = tvm.ir.load_json(tvm.ir.save_json(func))
tvm.ir.assert_structural_equal(func, restored)
src = restored.script()
print(src)
tvm.script.from_source(src)
