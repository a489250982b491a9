# cause: mvn_hardcoded_fp32_exponent
# expect: Binary operators must have the same datatype for both operands
# capture: notebook
# env: TVM_BACKTRACE=1
# %%
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

# %%
node = helper.make_node("MeanVarianceNormalization", ["feat"], ["normed"], axes=[1])
g = helper.make_graph([node], "mvn_axes", [helper.make_tensor_value_info("feat", TensorProto.FLOAT16, [4, 32])],
                      [helper.make_tensor_value_info("normed", TensorProto.FLOAT16, [4, 32])])
model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 9)])
# %%
mod = from_onnx(model)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
