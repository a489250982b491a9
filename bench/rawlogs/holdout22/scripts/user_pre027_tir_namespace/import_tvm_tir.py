# cause: user_pre027_tir_namespace
# expect: No module named 'tvm\.tir'
import tvm.tir as tir
from tvm import relax


def main():
    return tir.IntImm("int64", 4)


if __name__ == "__main__":
    main()
