# cause: tensor_intrin_not_imported
# expect: TensorIntrin 'dot_16x4_avx512' is not registered
# capture: combined
from tvm.s_tir import TensorIntrin

for name in ["dot_16x4_avx512", "dot_16x4_vnni"]:
    intrin = TensorIntrin.get(name)
    print(name, "->", intrin.desc.params)
