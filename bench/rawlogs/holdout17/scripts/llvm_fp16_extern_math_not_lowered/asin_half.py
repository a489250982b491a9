# cause: llvm_fp16_extern_math_not_lowered
# expect: unknown intrinsic.*tirx\.(asin|acos|atan|sinh|cosh|asinh|acosh)
# capture: notebook
# %%
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

# %%
x = helper.make_tensor_value_info("x", TensorProto.FLOAT16, [2, 3])
y = helper.make_tensor_value_info("y", TensorProto.FLOAT16, [2, 3])
model = helper.make_model(helper.make_graph([helper.make_node("Asin", ["x"], ["y"])], "asin_fp16", [x], [y]),
                          opset_imports=[helper.make_opsetid("", 7)])
mod = from_onnx(model)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
data = (np.random.rand(*[2, 3]) * 0.9).astype("float16")
print(vm["main"](tvm.runtime.tensor(data)).numpy())
